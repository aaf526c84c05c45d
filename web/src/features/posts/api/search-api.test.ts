import { afterEach, describe, expect, it, vi } from "vitest";
import { LISTED_POST_FIELDS, MAX_PAGE_SIZE } from "@village/shared";
import { restFields } from "../../../../test/support/rest-fixtures";
import { MAX_BATCHES_PER_PAGE, searchPage } from "./search-api";

afterEach(() => vi.unstubAllGlobals());

describe("searchPage", () => {
  it("downloads index entries through a mask of the listed fields, never their search keys", async () => {
    type Body = { structuredQuery: { select?: { fields: { fieldPath: string }[] } } };
    const bodies: Body[] = [];
    vi.stubGlobal("fetch", (_url: string, init: { body: string }) => {
      bodies.push(JSON.parse(init.body) as Body);
      return Promise.resolve(new Response("[]"));
    });
    await searchPage("galaga", null);
    expect(bodies).toHaveLength(1);
    const fields = bodies[0]?.structuredQuery.select?.fields.map((field) => field.fieldPath);
    expect(fields).toEqual([...LISTED_POST_FIELDS]);
    expect(fields).not.toContain("k");
  });
});

/** An index entry as runQuery returns it: the listed fields of one post. */
const indexRow = (postId: string, title: string, minute: number) => ({
  document: {
    name: `projects/p/databases/(default)/documents/searchIndex/${String(minute).padStart(13, "0")}_${postId}`,
    fields: restFields({ postId, title, details: "", createdAt: new Date(Date.UTC(2026, 0, 1) - minute * 60_000) }),
  },
});

/** Answers each runQuery with the next reply in `replies` (then with none); returns the request count. */
function stubIndex(replies: unknown[][]): { requests: () => number } {
  let requests = 0;
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify(replies[requests++] ?? []))));
  return { requests: () => requests };
}

describe("searchPage for a term longer than three characters", () => {
  it("keeps only the candidates holding the whole term, not just all of its trigrams", async () => {
    // Every candidate holds the trigrams of "galaga" (gal, ala, lag, aga); only two hold the word.
    stubIndex([
      [
        indexRow("match", "Galaga night", 1),
        indexRow("near-1", "gala lagaa", 2),
        indexRow("near-2", "A galag aga", 3),
        indexRow("near-3", "Gal, ala, lag, aga", 4),
        indexRow("inside", "Megalagalaga!", 5),
      ],
    ]);
    const page = await searchPage("galaga", null);
    expect(page.posts.map((post) => post.id)).toEqual(["match", "inside"]);
    expect(page.next).toBeNull();
    expect(page.scanned).toBe(5);
  });

  it(`reads at most ${MAX_BATCHES_PER_PAGE} full batches for a page, then stops with a cursor and how many it searched`, async () => {
    const fullBatch = (batch: number) =>
      Array.from({ length: MAX_PAGE_SIZE }, (_, index) =>
        indexRow(`p${batch}-${index}`, "gala lagaa", batch * MAX_PAGE_SIZE + index),
      );
    const index = stubIndex(Array.from({ length: MAX_BATCHES_PER_PAGE + 2 }, (_, batch) => fullBatch(batch)));
    const page = await searchPage("galaga", null);
    expect(index.requests()).toBe(MAX_BATCHES_PER_PAGE);
    expect(page.posts).toEqual([]);
    expect(page.next).not.toBeNull();
    expect(page.scanned).toBe(MAX_BATCHES_PER_PAGE * MAX_PAGE_SIZE);
  });

  it("stops reading once a page of matches is found", async () => {
    const batch = Array.from({ length: MAX_PAGE_SIZE }, (_, index) => indexRow(`p${index}`, "galaga", index));
    const index = stubIndex([batch, batch]);
    const page = await searchPage("galaga", null);
    expect(index.requests()).toBe(1);
    expect(page.posts).toHaveLength(MAX_PAGE_SIZE);
    expect(page.next).not.toBeNull();
  });
});
