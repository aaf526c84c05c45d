import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_SIZE } from "@village/shared";
import { restFields, restReference, restTimestamp, restValue } from "../../../../test/support/rest-fixtures";
import { forgetOwnPost, ownPosts, rememberOwnPost } from "../../../lib/own-posts";
import {
  fetchHome,
  fetchNewestPage,
  fetchNewest,
  fetchPost,
  homeFromAnswer,
  withOwnPosts,
  withUnlisted,
} from "./posts-api";
import type { Cursor, Post } from "./post";

/** Answers every fetch with `reply` and records the request bodies. */
function stubFirestore(reply: unknown): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", (_url: string, init: { body: string }) => {
    bodies.push(JSON.parse(init.body) as unknown);
    return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
  });
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

/** Answers every fetch with `answer` (as the site's endpoints do), recording the addresses asked. */
function stubEndpoint(answer: () => unknown, status = 200): string[] {
  const urls: string[] = [];
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
    urls.push(url);
    // As the home page's HTML preloads it: no header added, or the browser would not hand the preload over.
    expect(init?.headers).toBeUndefined();
    return Promise.resolve(new Response(JSON.stringify(answer()), { status }));
  });
  return urls;
}

const listed = (postId: string, time: string, title = `Post ${postId}`) => ({ postId, title, createdAt: time });

describe("fetchNewest", () => {
  it("asks /api/newest on the page's own origin, not Firestore", async () => {
    const urls: string[] = [];
    const answer = { newest: "abc", total: 3, at: 1_000_000, before: [0, 5] };
    vi.stubGlobal("fetch", (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    });
    expect(await fetchNewest()).toEqual(answer);
    expect(urls).toEqual(["/api/newest"]);
  });

  it("fails on an answer that is not one, rather than reading it as 'nothing new'", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("<!doctype html>", { status: 200 })));
    await expect(fetchNewest()).rejects.toThrow();
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("busy", { status: 503 })));
    await expect(fetchNewest()).rejects.toThrow(/503/);
  });
});

describe("fetchHome", () => {
  it("reads the first page and the total from /api/home on the page's own origin, and nothing else", async () => {
    let answer: unknown = { total: 2, posts: [listed("b", "2026-01-02T00:00:00.123456000Z", "  ")] };
    const urls = stubEndpoint(() => answer);
    const home = await fetchHome();
    expect(home.total).toBe(2);
    expect(home.posts.map((post) => [post.id, post.title, post.author, post.createdAt.toISOString()])).toEqual([
      ["b", "Untitled", "anonymous", "2026-01-02T00:00:00.123Z"],
    ]);
    expect(home.next).toBeNull();
    answer = { total: null, posts: [] };
    expect(await fetchHome()).toEqual({ posts: [], next: null, total: null });
    expect(urls).toEqual(["/api/home", "/api/home"]);
  });

  it("keeps the mark of a post the home page's HTML cut to its excerpt, for Read more", () => {
    const cut = { ...listed("c", "2026-01-02T00:00:00.000000000Z"), details: "The start…", excerpted: true as const };
    const home = homeFromAnswer({ total: 2, posts: [cut, listed("d", "2026-01-01T00:00:00.000000000Z")] });
    expect(home.posts.map((post) => post.excerpted)).toEqual([true, undefined]);
  });

  it("fails on an answer that is not one, or a refusal, rather than showing an empty board", async () => {
    for (const answer of [
      { total: "x" },
      { total: 1, posts: [{ title: "no post id", createdAt: "2026-01-01T00:00:00Z" }] },
    ]) {
      stubEndpoint(() => answer);
      await expect(fetchHome()).rejects.toThrow(/something else/);
    }
    stubEndpoint(() => ({}), 503);
    await expect(fetchHome()).rejects.toThrow(/503/);
  });

  it("continues after a full page exactly where its last post is, to the nanosecond, from Firestore", async () => {
    const posts = Array.from({ length: PAGE_SIZE }, (_, index) =>
      listed(`p${index}`, `2026-01-01T00:00:${String(59 - index).padStart(2, "0")}.123456789Z`),
    );
    stubEndpoint(() => ({ total: 40, posts }));
    const home = await fetchHome();
    expect(home.next).toBe("2026-01-01T00:00:35.123456789Z/p24");

    const bodies = stubFirestore([]);
    await fetchNewestPage(home.next);
    expect(bodies[0]).toMatchObject({
      structuredQuery: {
        startAt: {
          values: [
            restValue(restTimestamp("2026-01-01T00:00:35.123456789Z")),
            restValue(restReference(expect.stringMatching(/\/documents\/posts\/p24$/))),
          ],
          before: false,
        },
      },
    });
  });
});

describe("fetchNewestPage", () => {
  const document = (id: string, fields: Record<string, unknown>) => ({
    document: { name: `projects/p/databases/(default)/documents/posts/${id}`, fields: restFields(fields) },
  });

  it("reads a page of public posts, skipping one that cannot be placed, and pages after the last exactly", async () => {
    const rows = Array.from({ length: PAGE_SIZE }, (_, index) =>
      document(`p${index}`, {
        postId: `p${index}`,
        title: index === 1 ? 7 : `Post ${index}`,
        createdAt: restTimestamp(`2026-01-01T00:00:${String(59 - index).padStart(2, "0")}.5Z`),
      }),
    );
    rows[2] = document("p2", { postId: "p2", title: "No time" });
    stubFirestore(rows);
    const page = await fetchNewestPage(null);
    // Not of the public document's shape (a title that is not text, no time): not a post to show.
    expect(page.posts).toHaveLength(PAGE_SIZE - 2);
    expect(page.posts.map((post) => post.id)).not.toContain("p1");
    expect(page.posts.map((post) => post.id)).not.toContain("p2");
    // Firestore's time as it sent it, to the nanosecond: the next page starts exactly after the last post.
    expect(page.next).toBe("2026-01-01T00:00:35.500000000Z/p24");
  });

  it("refuses a cursor that is not one of the list's, reading nothing", async () => {
    const bodies = stubFirestore([]);
    await expect(fetchNewestPage("not a cursor")).rejects.toThrow();
    expect(bodies).toEqual([]);
  });
});

describe("withOwnPosts", () => {
  it("shows a post this tab made before the trigger lists it, reading nothing, and forgets it once listed", () => {
    rememberOwnPost({ postId: "mine", title: "Mine", createdAt: "2026-01-02T00:00:00.000Z" });
    const page = (posts: Post[]) => ({ posts, next: null, total: posts.length });
    const a = {
      id: "a",
      title: "Post a",
      details: "",
      link: "",
      author: "anonymous",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    };
    const before = withOwnPosts(page([a]));
    expect(before.posts.map((post) => [post.id, post.title])).toEqual([
      ["mine", "Mine"],
      ["a", "Post a"],
    ]);
    expect(before.total).toBe(2);
    expect(ownPosts().map((post) => post.postId)).toEqual(["mine"]);

    const listedNow = page([{ ...a, id: "mine", title: "Mine", createdAt: new Date("2026-01-02T00:00:00Z") }, a]);
    expect(withOwnPosts(listedNow)).toBe(listedNow);
    expect(ownPosts()).toEqual([]);
  });
});

describe("withUnlisted", () => {
  const post = (id: string, hour: number): Post => ({
    id,
    title: id,
    details: "",
    link: "",
    author: "anonymous",
    createdAt: new Date(Date.UTC(2026, 0, 1, hour)),
  });
  const fullPage = Array.from({ length: PAGE_SIZE }, (_, index) => post(`p${index}`, 100 - index));
  // Any cursor: placing posts never looks inside one.
  const cursor: Cursor = "2026-01-01T04:00:00.000000000Z/p24";

  it("places unlisted posts in order on a page that is not full, counting them", () => {
    const first = { posts: [post("b", 3), post("a", 1)], next: null, total: 2 };
    const placed = withUnlisted(first, [post("new", 5), post("mid", 2)]);
    expect(placed.posts.map((p) => p.id)).toEqual(["new", "b", "mid", "a"]);
    expect(placed.total).toBe(4);
  });

  it("leaves a post older than a full page's last for Load more", () => {
    const first = { posts: fullPage, next: cursor, total: 40 };
    expect(withUnlisted(first, [post("old", 1)])).toEqual(first);
    const placed = withUnlisted(first, [post("new", 200)]);
    expect(placed.posts).toHaveLength(PAGE_SIZE + 1);
    expect(placed.posts[0]?.id).toBe("new");
    expect(placed.next).toBe(cursor);
    expect(placed.total).toBe(41);
  });
});

describe("fetchPost", () => {
  it("reads one post's public document in one read", async () => {
    const bodies = stubFirestore([
      {
        found: {
          name: "projects/p/databases/(default)/documents/posts/abc",
          fields: restFields({ postId: "abc", title: "One", createdAt: restTimestamp("2026-01-01T00:00:00Z") }),
        },
      },
    ]);
    const post = await fetchPost("abc");
    expect(post).toMatchObject({ id: "abc", title: "One", author: "anonymous" });
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(bodies[0])).toContain("/documents/posts/abc");
  });

  it("is null for a post with no public document", async () => {
    stubFirestore([{ missing: "projects/p/databases/(default)/documents/posts/gone" }]);
    expect(await fetchPost("gone")).toBeNull();
  });

  it("shows a post this tab just made while it has no public document yet", async () => {
    rememberOwnPost({ postId: "fresh", title: "Fresh", createdAt: "2026-01-02T00:00:00.000Z" });
    stubFirestore([{ missing: "projects/p/databases/(default)/documents/posts/fresh" }]);
    expect(await fetchPost("fresh")).toMatchObject({ id: "fresh", title: "Fresh", author: "anonymous" });
    forgetOwnPost("fresh");
  });

  it("answers ids that cannot name a post without reading", async () => {
    const bodies = stubFirestore([]);
    for (const id of ["", "a/b", "..", "__name__", "with space", "x".repeat(65)])
      expect(await fetchPost(id)).toBeNull();
    expect(bodies).toEqual([]);
  });
});
