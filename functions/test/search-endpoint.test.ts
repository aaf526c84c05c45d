// `/api/search` through the Hosting emulator, asked as anyone on the internet would, and the search index as
// an outsider would try to download it: raw REST requests, with no field mask.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  listedPostFor,
  MAX_SEARCH_KEYS,
  MAX_SEARCH_TERM_LENGTH,
  PAGE_SIZE,
  SEARCH_CACHE_CONTROL,
  SEARCH_ENDPOINT,
  SEARCH_INDEX_COLLECTION,
  searchIndexEntryFor,
  SUGGESTIONS_COLLECTION,
  type SearchAnswer,
} from "@village/shared";
import { adversarialPost } from "../../test/support/adversarial-post";
import { emulatorHosts, projectId, siteUrl } from "../../test/support/emulators";
import { configuredLimit, startOfFreshWindow } from "../../test/support/rate-limits";
import { outsiderQuery, signedInStranger, signedOut } from "../../test/support/outsider";
import { adminDb } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { TRIGGER_WAIT } from "./support/trigger-wait";

freshEmulatorsPerTest();

const at = (minute: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 1) - minute * 60_000);

async function ask(term: string, after?: string | null) {
  const query = new URLSearchParams({ q: term, ...(after ? { after } : {}) });
  const response = await fetch(`${siteUrl}${SEARCH_ENDPOINT}?${query.toString()}`);
  const text = await response.text();
  return { response, text, answer: JSON.parse(text) as SearchAnswer };
}

const idsOf = (answer: SearchAnswer) => answer.posts.map((post) => post.postId);

/** Search entries written straight, as an import would (no trigger runs for them). */
async function seedEntries(posts: { id: string; post: Record<string, unknown>; minute: number }[]) {
  const writer = adminDb().bulkWriter();
  for (const { id, post, minute } of posts) {
    void writer.set(
      adminDb().collection(SEARCH_INDEX_COLLECTION).doc(id),
      searchIndexEntryFor(listedPostFor(id, post, at(minute))),
    );
  }
  await writer.close();
}

describe("a search of several words", () => {
  it("finds the posts holding every word, in either order and any case, from what the trigger indexed", async () => {
    const posts = adminDb().collection(SUGGESTIONS_COLLECTION);
    await posts
      .doc("both")
      .set({ title: "A bench by the river path", "suggestion details": "Shade", createdAt: at(1) });
    await posts.doc("river").set({ title: "The river is high", createdAt: at(2) });
    await posts.doc("bench").set({ title: "A new bench", createdAt: at(3) });
    await posts.doc("apart").set({ title: "River walk", text: "then a long bench", createdAt: at(4) });
    await vi.waitFor(async () => expect((await ask("bench")).answer.posts).toHaveLength(3), TRIGGER_WAIT);

    for (const term of ["river bench", "bench river", "  BENCH   River "]) {
      const { response, answer } = await ask(term);
      expect(idsOf(answer), term).toEqual(["both", "apart"]);
      expect(answer.next).toBeNull();
      expect(response.headers.get("cache-control")).toBe(SEARCH_CACHE_CONTROL);
    }
    // One word is the specification's substring search; a plural the posts do not hold finds nothing.
    expect(idsOf((await ask("iver")).answer)).toEqual(["both", "river", "apart"]);
    expect(idsOf((await ask("benches")).answer)).toEqual([]);
  });

  it("pages without repeating or skipping a post, so Load more and the count stay honest", async () => {
    await seedEntries(
      Array.from({ length: 70 }, (_, minute) => ({
        id: `p${String(minute).padStart(2, "0")}`,
        post: { title: minute % 2 ? "river and bench" : "river only" },
        minute,
      })),
    );
    const first = await ask("bench river");
    expect(first.answer.posts).toHaveLength(PAGE_SIZE);
    expect(first.answer.next).not.toBeNull();
    const second = await ask("bench river", first.answer.next);
    expect(second.answer.posts).toHaveLength(35 - PAGE_SIZE);
    expect(second.answer.next).toBeNull();
    const expected = Array.from({ length: 35 }, (_, index) => `p${String(index * 2 + 1).padStart(2, "0")}`);
    expect([...idsOf(first.answer), ...idsOf(second.answer)]).toEqual(expected);
  });
});

describe("the search keys", () => {
  it("cannot be downloaded: the index refuses every outsider's raw list, with or without a mask", async () => {
    await seedEntries([{ id: "heavy", post: adversarialPost(), minute: 1 }]);
    for (const outsider of [signedOut, await signedInStranger("mallory@example.com")]) {
      const reply = await outsiderQuery(outsider, { collection: SEARCH_INDEX_COLLECTION, limit: 50 });
      expect(reply.status).toBe(403);
      expect(reply.text).not.toContain(adversarialPost().title);
    }
  });

  it("never leave in an answer: a page of the heaviest posts weighs what their listed fields weigh", async () => {
    const heavy = adversarialPost();
    await seedEntries(
      Array.from({ length: PAGE_SIZE + 1 }, (_, minute) => ({ id: `h${minute}`, post: heavy, minute })),
    );
    const { text, answer } = await ask(heavy.title.slice(0, 3));
    expect(answer.posts).toHaveLength(PAGE_SIZE);
    expect(text).not.toContain('"keys"');
    // Each post's listed fields (JSON-escaped as sent) and nothing else: no key list rides along.
    const postBytes = new TextEncoder().encode(JSON.stringify(answer.posts[0])).length;
    const bytes = new TextEncoder().encode(text).length;
    expect(bytes).toBeLessThan(PAGE_SIZE * postBytes + 1024);
    // The keys this page would have carried before, for comparison (docs/decisions/0039).
    const keyBytes = new TextEncoder().encode(JSON.stringify(searchIndexEntryFor(listedPostFor("h", heavy, 0)).keys));
    expect(keyBytes.length).toBeGreaterThan(postBytes);
    expect(searchIndexEntryFor(listedPostFor("h", heavy, 0)).keys).toHaveLength(MAX_SEARCH_KEYS);
    console.log(`search page of ${PAGE_SIZE} heaviest posts: ${bytes} bytes; one post's keys: ${keyBytes.length}`);
  });
});

describe("what the endpoint refuses", () => {
  it("answers a term too long, or a cursor that names no position, with a 400", async () => {
    expect((await fetch(`${siteUrl}${SEARCH_ENDPOINT}?q=${"a".repeat(MAX_SEARCH_TERM_LENGTH + 1)}`)).status).toBe(400);
    expect((await fetch(`${siteUrl}${SEARCH_ENDPOINT}?q=bench&after=nowhere`)).status).toBe(400);
  });

  it("answers an empty term with no posts and no read", async () => {
    expect((await ask("   ")).answer).toEqual({ posts: [], next: null, scanned: 0 });
  });
});

describe("what a caller can make a search cost", () => {
  /** The function itself, as a caller that skips Hosting reaches it: the query string exactly as written. */
  const FUNCTION_URL = `http://${emulatorHosts.functions}/${projectId}/us-central1/searchPage`;
  const CANONICAL = `${SEARCH_ENDPOINT}?q=bench+river`;

  async function raw(url: string, address?: string) {
    const response = await fetch(url, {
      redirect: "manual",
      headers: address === undefined ? {} : { "X-Forwarded-For": address },
    });
    return { status: response.status, location: response.headers.get("location"), response };
  }

  it("answers every spelling of one search with a 301 to its one URL, which alone reads", async () => {
    await startOfFreshWindow(60_000);
    await seedEntries([{ id: "both", post: { title: "A bench by the river" }, minute: 1 }]);
    const address = "203.0.113.40";
    // Spelled apart as an attacker would, each a new CDN key: case, spaces, order, a word held in another,
    // extra parameters before and after, a second term.
    const spellings = [
      "?q=River%20BENCH",
      "?q=+bench++river+",
      "?q=river+bench",
      "?q=bench+river+riv",
      "?q=bench+river&utm_source=chat",
      `?q=bench+river&x=${randomUUID()}`,
      "?utm=1&q=bench+river",
      "?q=bench+river&q=other",
    ];
    for (const spelling of spellings) {
      const { status, location, response } = await raw(`${siteUrl}${SEARCH_ENDPOINT}${spelling}`, address);
      expect(status, spelling).toBe(301);
      expect(location, spelling).toBe(CANONICAL);
      expect(response.headers.get("cache-control"), spelling).toBe(SEARCH_CACHE_CONTROL);
    }
    // Percent-encodings the Hosting emulator would re-encode on the way: sent to the function as written.
    for (const spelling of ["?q=bench%20river", "?q=%62ench+river", "?q=bench+%72iver", "?q=bench+river&"]) {
      expect(await raw(`${FUNCTION_URL}${spelling}`, address), spelling).toMatchObject({
        status: 301,
        location: CANONICAL,
      });
    }
    // None of them read or spent the address's searches: its whole allowance is still there.
    for (let index = 0; index < configuredLimit("SEARCHES_PER_ADDRESS_PER_MINUTE"); index++) {
      const { status, response } = await raw(`${siteUrl}${CANONICAL}`, address);
      expect(status).toBe(200);
      expect(((await response.json()) as SearchAnswer).posts.map((post) => post.postId)).toEqual(["both"]);
    }
  });

  it("stops one address's reads after its allowance, with a 429 no cache keeps, and lets others search", async () => {
    await startOfFreshWindow(60_000);
    const address = "198.51.100.7";
    const allowance = configuredLimit("SEARCHES_PER_ADDRESS_PER_MINUTE");
    // Distinct terms, each canonical (so no redirect): each a CDN miss that would read up to 200 documents.
    const term = (index: number) => `zz${String(index).padStart(3, "0")}`;
    // A shared search link (`/?q=`) renders its results through the same allowance: it spends the first.
    const link = await raw(`${siteUrl}/?q=${term(0)}`, address);
    expect(link.status).toBe(200);
    expect(link.response.headers.get("x-village-home")).toBe("rendered");
    for (let index = 1; index < allowance; index++) {
      expect((await raw(`${siteUrl}${SEARCH_ENDPOINT}?q=${term(index)}`, address)).status).toBe(200);
    }
    for (const index of [allowance, allowance + 1]) {
      const { status, response } = await raw(`${siteUrl}${SEARCH_ENDPOINT}?q=${term(index)}`, address);
      expect(status).toBe(429);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(
          /^You're searching too quickly\. Please try again in (\d+ seconds?|\d+ minutes?|1 hour)\.$/,
        ),
      });
    }
    // Past it, a search link is the shell, read nothing: its app asks /api/search, which says when to retry.
    const refused = await raw(`${siteUrl}/?q=${term(allowance + 2)}`, address);
    expect(refused.status).toBe(200);
    expect(refused.response.headers.get("x-village-home")).toBe("shell");
    // The refusal is the address's: another address, and a request that reads nothing, still get answers.
    expect((await raw(`${siteUrl}${SEARCH_ENDPOINT}?q=${term(0)}`, "198.51.100.8")).status).toBe(200);
    expect((await raw(`${siteUrl}${SEARCH_ENDPOINT}?q=`, address)).status).toBe(200);
    expect((await raw(`${siteUrl}${SEARCH_ENDPOINT}?q=ZZ000`, address)).status).toBe(301);
  });
});
