import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_SIZE } from "@village/shared";
import { restFields, restReference, restTimestamp, restValue } from "../../../../test/support/rest-fixtures";
import { forgetOwnPost, ownPosts, rememberOwnPost } from "../../../lib/own-posts";
import {
  fetchFirstHomePage,
  fetchHome,
  fetchNewestPage,
  fetchNewest,
  fetchPost,
  fetchSiteHome,
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

// A home document as the REST API returns it, its newest page holding `entries`.
const homeReply = (entries: unknown[], posts: number) => [
  {
    found: {
      name: "projects/p/databases/(default)/documents/meta/home",
      fields: restFields({ posts, newest: entries }),
    },
  },
];

const entry = (postId: string, time: string, title = `Post ${postId}`) => ({
  postId,
  title,
  details: "Details",
  createdAt: restTimestamp(time),
});

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

describe("fetchSiteHome", () => {
  it("reads the newest page from /api/home on the page's own origin, times exact, and null for no document", async () => {
    const urls: string[] = [];
    let answer: unknown = {
      total: 2,
      posts: [{ postId: "b", title: "B", createdAt: "2026-01-02T00:00:00.123456000Z" }],
    };
    vi.stubGlobal("fetch", (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    });
    const home = await fetchSiteHome();
    expect(home?.total).toBe(2);
    expect(home?.posts.map((post) => [post.id, post.createdAt.toISOString()])).toEqual([
      ["b", "2026-01-02T00:00:00.123Z"],
    ]);
    answer = { total: null, posts: [] };
    expect(await fetchSiteHome()).toBeNull();
    expect(urls).toEqual(["/api/home", "/api/home"]);
    answer = { total: "x" };
    await expect(fetchSiteHome()).rejects.toThrow();
  });
});

describe("fetchHome", () => {
  it("reads the newest page and the total from one document, skipping malformed entries", async () => {
    stubFirestore(
      homeReply(
        [
          entry("b", "2026-01-02T00:00:00Z", "  "),
          { title: "no post id" },
          "not an entry",
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
            restValue(restTimestamp("2026-01-01T00:00:35.123456Z")),
            restValue(restReference(expect.stringMatching(/\/documents\/posts\/p24$/))),
          ],
          before: false,
        },
      },
    });
  });
});

describe("fetchFirstHomePage", () => {
  /** Answers the home document with `homeEntries`, counting the requests. */
  function stubHome(homeEntries: unknown[]): string[] {
    const asked: string[] = [];
    vi.stubGlobal("fetch", (_url: string, init: { body: string }) => {
      const [name = ""] = (JSON.parse(init.body) as { documents: string[] }).documents;
      asked.push(name.slice(name.indexOf("/documents/") + "/documents/".length));
      return Promise.resolve(new Response(JSON.stringify(homeReply(homeEntries, homeEntries.length))));
    });
    return asked;
  }

  it("shows a post this tab made before the trigger lists it, reading nothing more, and forgets it once listed", async () => {
    rememberOwnPost({ postId: "mine", title: "Mine", createdAt: "2026-01-02T00:00:00.000Z" });
    const asked = stubHome([entry("a", "2026-01-01T00:00:00Z")]);
    const before = await fetchFirstHomePage();
    expect(before.posts.map((post) => [post.id, post.title])).toEqual([
      ["mine", "Mine"],
      ["a", "Post a"],
    ]);
    expect(before.total).toBe(2);
    expect(asked).toEqual(["meta/home"]);
    expect(ownPosts().map((post) => post.postId)).toEqual(["mine"]);

    stubHome([entry("mine", "2026-01-02T00:00:00Z"), entry("a", "2026-01-01T00:00:00Z")]);
    const after = await fetchFirstHomePage();
    expect(after.posts.map((post) => post.id)).toEqual(["mine", "a"]);
    expect(after.total).toBe(2);
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
  // Any cursor: the list never looks inside one.
  const cursor = {} as Cursor;

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
