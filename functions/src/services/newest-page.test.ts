import fc from "fast-check";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@village/shared";
import { newestFirst, nextNewestPage, pageEntriesOf, samePage, type PageEntry } from "./newest-page";

const entry = (postId: string, seconds: number, title = postId): PageEntry => ({
  postId,
  title,
  createdAt: new Timestamp(seconds, 0),
});

/** What the list's query returns from `posts`: the newest page. */
const topPage = (posts: Map<string, PageEntry>) => [...posts.values()].sort(newestFirst).slice(0, PAGE_SIZE);

describe("newestFirst", () => {
  it("orders by time, then by document id, both descending", () => {
    const sorted = [entry("a", 1), entry("b", 2), entry("c", 1), entry("B", 1)].sort(newestFirst);
    expect(sorted.map((e) => e.postId)).toEqual(["b", "c", "a", "B"]);
    expect(
      [{ ...entry("x", 5), createdAt: new Timestamp(5, 1) }, entry("y", 5)].sort(newestFirst).map((e) => e.postId),
    ).toEqual(["x", "y"]);
  });
});

describe("nextNewestPage", () => {
  const full = Array.from({ length: PAGE_SIZE }, (_, index) =>
    entry(`p${String(index).padStart(2, "0")}`, 1000 - index),
  );

  it("places a new post on a page that holds every post", () => {
    expect(nextNewestPage([entry("a", 1)], 1, "b", entry("b", 2))).toEqual([entry("b", 2), entry("a", 1)]);
    expect(nextNewestPage([], 0, "a", entry("a", 1))).toEqual([entry("a", 1)]);
  });

  it("pushes the oldest off a full page for a newer post", () => {
    const next = nextNewestPage(full, 40, "new", entry("new", 2000));
    expect(next?.map((e) => e.postId)).toEqual(["new", ...full.slice(0, -1).map((e) => e.postId)]);
  });

  it("leaves a full page as it is for a change below it, and edits a post on it in place", () => {
    expect(nextNewestPage(full, 40, "old", entry("old", 1))).toEqual(full);
    const edited = nextNewestPage(full, 40, "p24", entry("p24", 976, "Edited"));
    expect(edited?.at(-1)?.title).toBe("Edited");
  });

  it("asks for a fresh read when a post leaves a full page with more posts beyond it", () => {
    expect(nextNewestPage(full, 40, "p03", null)).toBeNull();
    expect(nextNewestPage(full, 40, "p03", entry("p03", 1))).toBeNull();
  });

  it("needs no fresh read when the page held every post", () => {
    expect(nextNewestPage(full, PAGE_SIZE, "p03", null)).toHaveLength(PAGE_SIZE - 1);
  });

  it("keeps the newest page of any history of adds, edits, moves and deletes", () => {
    // Around 35 ids, so the number of posts hovers about a page's size, where the edge cases are.
    const operation = fc.record({
      id: fc.integer({ min: 0, max: 34 }).map((n) => `post-${n}`),
      // null deletes the post; otherwise its (possibly new) time, with many ties.
      seconds: fc.option(fc.integer({ min: 0, max: 30 }), { freq: 4 }),
    });
    fc.assert(
      fc.property(fc.array(operation, { minLength: 40, maxLength: 200 }), (operations) => {
        const posts = new Map<string, PageEntry>();
        let page: PageEntry[] = [];
        for (const { id, seconds } of operations) {
          const postsBefore = posts.size;
          const next = seconds === null ? null : entry(id, seconds);
          if (next) posts.set(id, next);
          else posts.delete(id);
          const worked = nextNewestPage(page, postsBefore, id, next);
          // "Cannot tell" is only for a post that was on a page with more posts beyond it: otherwise the
          // page alone decides (so a function that always answered null would fail here).
          if (worked === null) {
            expect(page.length).toBeLessThan(postsBefore);
            expect(page.some((shown) => shown.postId === id)).toBe(true);
          }
          page = worked ?? topPage(posts);
          expect(page).toEqual(topPage(posts));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("pageEntriesOf and samePage", () => {
  it("drops malformed entries of a hand-edited page", () => {
    const good = entry("a", 1);
    expect(pageEntriesOf([good, { postId: 7 }, "x", null, { postId: "b", createdAt: "today" }])).toEqual([good]);
    expect(pageEntriesOf("not a page")).toEqual([]);
  });

  it("tells pages apart by post, time and shown fields", () => {
    expect(samePage([entry("a", 1)], [entry("a", 1)])).toBe(true);
    expect(samePage([entry("a", 1)], [entry("a", 2)])).toBe(false);
    expect(samePage([entry("a", 1)], [entry("a", 1, "Edited")])).toBe(false);
    expect(samePage([entry("a", 1)], [])).toBe(false);
  });
});
