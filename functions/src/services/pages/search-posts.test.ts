import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { MAX_PAGE_SIZE, PAGE_SIZE, searchPositionOf, type SearchPosition } from "@village/shared";
import { MAX_BATCHES_PER_PAGE, searchPosts, type Candidate, type ReadCandidates } from "./search-posts";

/** An index entry, `minute` minutes before 2026, holding `title`. */
const entry = (postId: string, title: string, minute: number): Candidate => ({
  id: postId,
  data: { postId, title, createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) - minute * 60_000) },
});

/**
 * An index of `entries` (newest first), read as Firestore would: after the position, up to the limit. Records
 * each read's key, position and limit.
 */
function index(entries: Candidate[]) {
  const reads: { key: string; after: SearchPosition | null; limit: number }[] = [];
  const read: ReadCandidates = (key, after, limit) => {
    reads.push({ key, after, limit });
    const start = after === null ? 0 : entries.findIndex((candidate) => candidate.id === after.postId) + 1;
    return Promise.resolve(entries.slice(start, start + limit));
  };
  return { read, reads };
}

describe("searchPosts", () => {
  it("finds the posts holding every word, in either order, reading one key", async () => {
    const board = index([
      entry("both", "A bench by the river path", 1),
      entry("river", "The river is high", 2),
      entry("bench", "A new bench", 3),
      entry("again", "River walk, then a bench", 4),
    ]);
    for (const term of ["river bench", "bench river"]) {
      const page = await searchPosts(term, null, board.read);
      expect(page.posts.map((post) => post.postId)).toEqual(["both", "again"]);
      expect(page).toMatchObject({ next: null, scanned: 4 });
    }
    expect(new Set(board.reads.map((read) => read.key))).toEqual(new Set(["riv"]));
  });

  it("answers each post's listed fields and its time to the nanosecond", async () => {
    const exact = {
      id: "p",
      data: { postId: "p", title: "bench", createdAt: new Timestamp(1_767_225_600, 123_456_789) },
    };
    const page = await searchPosts("bench", null, index([exact]).read);
    expect(page.posts).toEqual([{ postId: "p", title: "bench", createdAt: "2026-01-01T00:00:00.123456789Z" }]);
  });

  it("stops at a page of matches, and the next page starts right after the last one", async () => {
    const all = Array.from({ length: 60 }, (_, minute) =>
      entry(`p${minute}`, minute % 2 ? "river bench" : "river", minute),
    );
    const board = index(all);
    const first = await searchPosts("river bench", null, board.read);
    expect(first.posts).toHaveLength(PAGE_SIZE);
    expect(first.posts.at(-1)?.postId).toBe("p49");
    expect(searchPositionOf(first.next ?? "")?.postId).toBe("p49");
    const second = await searchPosts("river bench", searchPositionOf(first.next ?? ""), board.read);
    expect(second.posts.map((post) => post.postId)).toEqual(["p51", "p53", "p55", "p57", "p59"]);
    expect(second.next).toBeNull();
  });

  it(`reads at most ${MAX_BATCHES_PER_PAGE} batches of ${MAX_PAGE_SIZE} for a page, then says where it stopped`, async () => {
    const misses = Array.from({ length: 500 }, (_, minute) => entry(`m${minute}`, "river", minute));
    const board = index(misses);
    const page = await searchPosts("river bench", null, board.read);
    expect(board.reads).toHaveLength(MAX_BATCHES_PER_PAGE);
    expect(page.posts).toEqual([]);
    expect(page.scanned).toBe(MAX_BATCHES_PER_PAGE * MAX_PAGE_SIZE);
    expect(searchPositionOf(page.next ?? "")?.postId).toBe(`m${MAX_BATCHES_PER_PAGE * MAX_PAGE_SIZE - 1}`);
  });

  it("reads only a page for a short word the index alone decides", async () => {
    const board = index(Array.from({ length: 30 }, (_, minute) => entry(`p${minute}`, "by", minute)));
    const page = await searchPosts("by", null, board.read);
    expect(board.reads).toEqual([{ key: "by", after: null, limit: PAGE_SIZE }]);
    expect(page.posts).toHaveLength(PAGE_SIZE);
    expect(page.next).not.toBeNull();
  });

  it("reads nothing for an empty term", async () => {
    const board = index([entry("p", "river", 1)]);
    expect(await searchPosts("  ", null, board.read)).toEqual({ posts: [], next: null, scanned: 0 });
    expect(board.reads).toEqual([]);
  });
});
