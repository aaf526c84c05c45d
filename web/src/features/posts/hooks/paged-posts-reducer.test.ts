import { describe, expect, it } from "vitest";
import type { Cursor, Post } from "../api/post";
import { initialList, listReducer, listView, type ListAction, type ListState } from "./paged-posts-reducer";

const post = (id: string): Post => ({
  id,
  title: `Title ${id}`,
  details: "",
  link: "",
  author: "anonymous",
  createdAt: new Date(Date.UTC(2025, 0, 1)),
});

// Cursors are opaque to the list: any distinct value stands for one.
const cursor = (name: string) => [name] as unknown as Cursor;

const run = (state: ListState, ...actions: ListAction[]) => actions.reduce(listReducer, state);

const firstPage = (ids: string[], more = true, total: number | null = 40) => ({
  posts: ids.map(post),
  next: more ? cursor(`after-${ids.at(-1)}`) : null,
  total,
});

/** The whole list after its first page arrived. */
const ready = (ids = ["a", "b"], more = true) =>
  run(initialList(""), { type: "first-loaded", request: 0, page: firstPage(ids, more) });

const ids = (state: ListState) => state.posts.map((item) => item.id);

describe("the first page", () => {
  it("starts loading, with nothing to show", () => {
    const view = listView(initialList("tools"));
    expect(view).toMatchObject({ loading: true, stale: false, failed: false, term: "tools", posts: [] });
  });

  it("shows the page, its total and whether more follow", () => {
    const state = ready();
    expect(listView(state)).toMatchObject({ loading: false, stale: false, total: 40, hasMore: true });
    expect(ids(state)).toEqual(["a", "b"]);
  });

  it("counts what a search's first page read", () => {
    const state = run(initialList("x"), {
      type: "first-loaded",
      request: 0,
      page: { posts: [post("a")], next: null, total: null, scanned: 60 },
    });
    expect(listView(state)).toMatchObject({ searched: 60, hasMore: false, term: "x" });
  });

  it("reports a failure as one, never as an empty list", () => {
    const state = run(initialList(""), { type: "first-failed", request: 0 });
    expect(listView(state)).toMatchObject({ loading: false, failed: true, posts: [], failure: null });
  });

  it("keeps the site's own sentence for a refused read (too many searches), for the page to show", () => {
    const failure = "You're searching too quickly. Please try again in 40 seconds.";
    const first = run(initialList("x"), { type: "first-failed", request: 0, failure });
    expect(listView(first)).toMatchObject({ failed: true, failure });
    const more = run(ready(), { type: "more-requested" }, { type: "more-failed", request: 0, failure });
    expect(listView(more)).toMatchObject({ moreFailed: true, failure });
    // A later failure without a sentence of its own does not repeat the old one.
    const again = run(more, { type: "more-requested" }, { type: "more-failed", request: 0 });
    expect(listView(again)).toMatchObject({ moreFailed: true, failure: null });
  });
});

describe("Load more", () => {
  it("marks the read and appends its page, with the next cursor", () => {
    const asked = run(ready(), { type: "more-requested" });
    expect(listView(asked).loadingMore).toBe(true);
    const state = run(asked, {
      type: "more-loaded",
      request: 0,
      page: { posts: [post("c"), post("d")], next: null },
    });
    expect(ids(state)).toEqual(["a", "b", "c", "d"]);
    expect(listView(state)).toMatchObject({ loadingMore: false, hasMore: false, total: 40 });
  });

  it("never shows a post twice", () => {
    const state = run(
      ready(),
      { type: "more-requested" },
      { type: "more-loaded", request: 0, page: { posts: [post("b"), post("c")], next: null } },
    );
    expect(ids(state)).toEqual(["a", "b", "c"]);
  });

  it("adds up what a search's pages read", () => {
    const search = run(initialList("x"), {
      type: "first-loaded",
      request: 0,
      page: { posts: [], next: cursor("1"), total: null, scanned: 100 },
    });
    const state = run(
      search,
      { type: "more-requested" },
      { type: "more-loaded", request: 0, page: { posts: [post("z")], next: null, scanned: 40 } },
    );
    expect(listView(state).searched).toBe(140);
  });

  it("asks once while a read is under way, and not at all past the last page or before the first", () => {
    const asked = run(ready(), { type: "more-requested" });
    expect(run(asked, { type: "more-requested" })).toBe(asked);
    const last = ready(["a"], false);
    expect(run(last, { type: "more-requested" })).toBe(last);
    const loading = initialList("");
    expect(run(loading, { type: "more-requested" })).toBe(loading);
  });

  it("reports a failed read and keeps the posts; asking again retries it", () => {
    const failed = run(ready(), { type: "more-requested" }, { type: "more-failed", request: 0 });
    expect(listView(failed)).toMatchObject({ moreFailed: true, loadingMore: false });
    expect(ids(failed)).toEqual(["a", "b"]);
    const retried = run(failed, { type: "more-requested" });
    expect(listView(retried)).toMatchObject({ moreFailed: false, loadingMore: true });
  });
});

describe("a search", () => {
  it("starts a new list and keeps the old posts, stale, until the new ones arrive", () => {
    const searching = run(ready(), { type: "search", term: "tools" });
    expect(listView(searching)).toMatchObject({ loading: false, stale: true, term: "" });
    expect(ids(searching)).toEqual(["a", "b"]);
    const found = run(searching, { type: "first-loaded", request: 1, page: firstPage(["t"], false, null) });
    expect(listView(found)).toMatchObject({ stale: false, term: "tools", total: null });
    expect(ids(found)).toEqual(["t"]);
  });

  it("does nothing for the term already shown", () => {
    const state = ready();
    expect(run(state, { type: "search", term: "" })).toBe(state);
  });

  it("forgets a Load more failure of the previous list", () => {
    const failed = run(ready(), { type: "more-requested" }, { type: "more-failed", request: 0 });
    expect(listView(run(failed, { type: "search", term: "x" })).moreFailed).toBe(false);
  });
});

describe("stale answers", () => {
  it("ignores a first page that answers an earlier term", () => {
    const state = run(initialList(""), { type: "search", term: "a" }, { type: "search", term: "ab" });
    const late = run(state, { type: "first-loaded", request: 1, page: firstPage(["old"]) });
    expect(late).toBe(state);
    const current = run(state, { type: "first-loaded", request: 2, page: firstPage(["new"]) });
    expect(ids(current)).toEqual(["new"]);
  });

  it("ignores a failure of an earlier read", () => {
    const state = run(initialList(""), { type: "search", term: "a" });
    expect(run(state, { type: "first-failed", request: 0 })).toBe(state);
  });

  it("ignores a Load more that answers the previous list", () => {
    const asked = run(ready(), { type: "more-requested" });
    const searching = run(asked, { type: "search", term: "x" });
    const page = { posts: [post("c")], next: null };
    expect(run(searching, { type: "more-loaded", request: 0, page })).toBe(searching);
    expect(run(searching, { type: "more-failed", request: 0 })).toBe(searching);
  });

  it("ignores a Load more answer nobody is waiting for", () => {
    const state = ready();
    expect(run(state, { type: "more-loaded", request: 0, page: { posts: [post("c")], next: null } })).toBe(state);
  });
});

describe("retry and reload", () => {
  it("reads a failed first page again, and shows it when it arrives", () => {
    const failed = run(initialList(""), { type: "first-failed", request: 0 });
    const retrying = run(failed, { type: "retry" });
    expect(listView(retrying)).toMatchObject({ loading: true, failed: false });
    const state = run(retrying, { type: "first-loaded", request: 1, page: firstPage(["a"]) });
    expect(ids(state)).toEqual(["a"]);
  });

  it("retries only after a failure", () => {
    const state = ready();
    expect(run(state, { type: "retry" })).toBe(state);
  });

  it("reloads from the top, keeping the posts shown until the new first page arrives", () => {
    const more = run(
      ready(),
      { type: "more-requested" },
      { type: "more-loaded", request: 0, page: { posts: [post("c")], next: cursor("c") } },
    );
    const reloading = run(more, { type: "reload" });
    expect(listView(reloading)).toMatchObject({ stale: true });
    const state = run(reloading, { type: "first-loaded", request: 1, page: firstPage(["n", "a"]) });
    expect(ids(state)).toEqual(["n", "a"]);
  });
});

describe("newer posts", () => {
  it("go on top, skipping any already shown, with the new total", () => {
    const state = run(ready(), { type: "prepend", posts: [post("n"), post("a")], total: 41 });
    expect(ids(state)).toEqual(["n", "a", "b"]);
    expect(state.total).toBe(41);
  });

  it("keep the known total when the new one is unknown, and wait for a list that is read", () => {
    expect(run(ready(), { type: "prepend", posts: [post("n")], total: null }).total).toBe(40);
    const loading = initialList("");
    expect(run(loading, { type: "prepend", posts: [post("n")], total: 1 })).toBe(loading);
  });
});

it("is plain data that a history entry can keep", () => {
  const state = ready();
  const copy = structuredClone(state);
  expect(copy).toEqual(state);
  expect(copy.posts[0]?.createdAt).toBeInstanceOf(Date);
});
