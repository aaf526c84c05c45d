import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_SIZE } from "@village/shared";
import { fetchHome, fetchNewestPage } from "./posts-api";

/** Answers every fetch with `reply` and records the request bodies. */
function stubFirestore(reply: unknown): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: { body: string }) => {
    bodies.push(JSON.parse(init.body));
    return new Response(JSON.stringify(reply), { status: 200 });
  });
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

// A home document as the REST API returns it, its newest page holding `entries`.
const homeReply = (entries: unknown[], posts: number) => [
  {
    found: {
      name: "projects/p/databases/(default)/documents/meta/home",
      fields: { posts: { integerValue: String(posts) }, newest: { arrayValue: { values: entries } } },
    },
  },
];

const entry = (postId: string, time: string, title = `Post ${postId}`) => ({
  mapValue: {
    fields: {
      postId: { stringValue: postId },
      title: { stringValue: title },
      details: { stringValue: "Details" },
      createdAt: { timestampValue: time },
    },
  },
});

describe("fetchHome", () => {
  it("reads the newest page and the total from one document, skipping malformed entries", async () => {
    stubFirestore(
      homeReply(
        [
          entry("b", "2026-01-02T00:00:00Z", "  "),
          { mapValue: { fields: { title: { stringValue: "no post id" } } } },
          { stringValue: "not an entry" },
          entry("a", "2026-01-01T00:00:00Z"),
        ],
        2,
      ),
    );
    const home = await fetchHome();
    expect(home?.total).toBe(2);
    expect(home?.posts.map((post) => [post.id, post.title, post.author])).toEqual([
      ["b", "Untitled", "anonymous"],
      ["a", "Post a", "anonymous"],
    ]);
    expect(home?.next).toBeNull();
  });

  it("is null when the document does not exist yet", async () => {
    stubFirestore([{ missing: "projects/p/databases/(default)/documents/meta/home" }]);
    expect(await fetchHome()).toBeNull();
  });

  it("continues after a full page exactly where its last post is, to the microsecond", async () => {
    const entries = Array.from({ length: PAGE_SIZE }, (_, index) =>
      entry(`p${index}`, `2026-01-01T00:00:${String(59 - index).padStart(2, "0")}.123456Z`),
    );
    stubFirestore(homeReply(entries, 40));
    const home = await fetchHome();
    if (!home?.next) throw new Error("a full page must have a next page");

    const bodies = stubFirestore([]);
    await fetchNewestPage(home.next);
    expect(bodies[0]).toMatchObject({
      structuredQuery: {
        startAt: {
          values: [
            { timestampValue: "2026-01-01T00:00:35.123456Z" },
            { referenceValue: expect.stringMatching(/\/documents\/suggestions\/p24$/) },
          ],
          before: false,
        },
      },
    });
  });
});
