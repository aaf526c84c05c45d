// The home list's first read takes `/api/home` (preloaded from index.html) once, and falls back to the home
// document in Firestore when that answer is missing, wrong or empty. Each test imports the module afresh: the
// preload is the page's first read only.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOME_ENDPOINT, PAGE_SIZE, type HomeAnswer } from "@village/shared";
import { restFields, restReference, restTimestamp, restValue } from "../../../../test/support/rest-fixtures";

const firestoreHome = (posts: number, entries: unknown[]) => [
  {
    found: {
      name: "projects/p/databases/(default)/documents/meta/home",
      fields: restFields({ posts, newest: entries }),
    },
  },
];

/** Answers `/api/home` with `reply` and Firestore with a one-post home document; records what was asked. */
function stubBoth(reply: () => Response): { asked: string[]; bodies: unknown[] } {
  const asked: string[] = [];
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", (url: string, init?: { body?: string }) => {
    if (url === HOME_ENDPOINT) {
      asked.push(HOME_ENDPOINT);
      return Promise.resolve(reply());
    }
    asked.push("firestore");
    bodies.push(JSON.parse(init?.body ?? "null"));
    const entry = { postId: "fs", title: "From Firestore", createdAt: restTimestamp("2026-01-01T00:00:00Z") };
    return Promise.resolve(new Response(JSON.stringify(firestoreHome(1, [entry]))));
  });
  return { asked, bodies };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

async function freshApi() {
  vi.resetModules();
  return import("./posts-api");
}

/** A document whose HTML has (or lacks) index.html's preload of `/api/home`. */
const withPreload = (present: boolean) =>
  vi.stubGlobal("document", {
    querySelector: (selector: string) => (present && selector.includes(`href="${HOME_ENDPOINT}"`) ? {} : null),
  });

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  withPreload(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the home list's first read", () => {
  it("shows the page and the count from /api/home without asking Firestore, then reads Firestore afterwards", async () => {
    const answer: HomeAnswer = {
      total: 7,
      posts: [
        { postId: "b", title: "Newer", author: "Ann", createdAt: "2026-01-02T00:00:00.000000000Z" },
        { postId: "a", details: "Only details", createdAt: "2026-01-01T00:00:00.000000000Z" },
      ],
    };
    const { asked } = stubBoth(json(answer));
    const { fetchFirstHomePage } = await freshApi();
    const first = await fetchFirstHomePage();
    expect(first.total).toBe(7);
    expect(first.posts.map((post) => [post.id, post.title, post.author, post.createdAt.toISOString()])).toEqual([
      ["b", "Newer", "Ann", "2026-01-02T00:00:00.000Z"],
      ["a", "Untitled", "anonymous", "2026-01-01T00:00:00.000Z"],
    ]);
    expect(first.next).toBeNull();
    expect(asked).toEqual([HOME_ENDPOINT]);

    // A second read (Retry, or back from another page) is as fresh as the home document.
    const again = await fetchFirstHomePage();
    expect(again.posts.map((post) => post.id)).toEqual(["fs"]);
    expect(asked).toEqual([HOME_ENDPOINT, "firestore"]);
  });

  it("reads Firestore on a page whose HTML preloaded nothing (the list opened from another page)", async () => {
    withPreload(false);
    const { asked } = stubBoth(json({ total: 7, posts: [] }));
    const { fetchFirstHomePage } = await freshApi();
    expect((await fetchFirstHomePage()).posts.map((post) => post.id)).toEqual(["fs"]);
    expect(asked).toEqual(["firestore"]);
  });

  it("continues after a full page exactly where its last post is, to the nanosecond the answer gives", async () => {
    const posts = Array.from({ length: PAGE_SIZE }, (_, index) => ({
      postId: `p${index}`,
      createdAt: `2026-01-01T00:00:${String(59 - index).padStart(2, "0")}.123456789Z`,
    }));
    const { bodies } = stubBoth(json({ total: 40, posts }));
    const { fetchFirstHomePage, fetchNewestPage } = await freshApi();
    const first = await fetchFirstHomePage();
    if (!first.next) throw new Error("a full page must have a next page");
    await fetchNewestPage(first.next);
    expect(bodies[0]).toMatchObject({
      structuredQuery: {
        startAt: {
          values: [
            restValue(restTimestamp("2026-01-01T00:00:35.123456789Z")),
            restValue(restReference(expect.stringMatching(/\/documents\/posts\/p24$/))),
          ],
        },
      },
    });
  });

  it.each([
    ["a 503", json({ error: "Unavailable right now." }, 503)],
    ["HTML (no rewrite)", () => new Response("<!doctype html>", { status: 200 })],
    ["a malformed post", json({ total: 1, posts: [{ postId: "x", createdAt: "yesterday" }] })],
    ["no home document yet", json({ total: null, posts: [] })],
  ])("falls back to the home document in Firestore on %s", async (_case, reply) => {
    const { asked } = stubBoth(reply);
    const { fetchFirstHomePage } = await freshApi();
    const first = await fetchFirstHomePage();
    expect(first.posts.map((post) => post.id)).toEqual(["fs"]);
    expect(first.total).toBe(1);
    expect(asked).toEqual([HOME_ENDPOINT, "firestore"]);
  });

  it("shows an empty board (count 0) from /api/home alone", async () => {
    const { asked } = stubBoth(json({ total: 0, posts: [] }));
    const { fetchFirstHomePage } = await freshApi();
    expect(await fetchFirstHomePage()).toEqual({ posts: [], next: null, total: 0 });
    expect(asked).toEqual([HOME_ENDPOINT]);
  });

  it("reads Firestore when /api/home has not answered within the wait", async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: string, init?: { signal?: AbortSignal }) => {
      asked.push(url === HOME_ENDPOINT ? HOME_ENDPOINT : "firestore");
      if (url === HOME_ENDPOINT)
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        );
      const entry = { postId: "fs", createdAt: restTimestamp("2026-01-01T00:00:00Z") };
      return Promise.resolve(new Response(JSON.stringify(firestoreHome(1, [entry]))));
    });
    const { fetchFirstHomePage, HOME_ENDPOINT_WAIT_MS } = await freshApi();
    const first = fetchFirstHomePage();
    await vi.advanceTimersByTimeAsync(HOME_ENDPOINT_WAIT_MS);
    expect((await first).posts.map((post) => post.id)).toEqual(["fs"]);
    expect(asked).toEqual([HOME_ENDPOINT, "firestore"]);
    vi.useRealTimers();
  });

  it("does not fall back once the read is cancelled", async () => {
    const abort = new AbortController();
    const { asked } = stubBoth(() => {
      abort.abort();
      throw new DOMException("aborted", "AbortError");
    });
    const { fetchFirstHomePage } = await freshApi();
    await expect(fetchFirstHomePage(abort.signal)).rejects.toThrow();
    expect(asked).toEqual([HOME_ENDPOINT]);
  });
});
