import { describe, expect, it } from "vitest";
import { initialPaged, pagedReducer, pagedReducerFor, type PagedAction, type PagedState } from "./paged-read-reducer";

type State = PagedState<string, number>;
const run = (...actions: PagedAction<string, number>[]): State =>
  actions.reduce<State>((state, action) => pagedReducer(state, action), initialPaged<string, number>());

const firstPage = (generation: number, items: string[], next: number | null): PagedAction<string, number> => ({
  type: "loaded",
  generation,
  part: "first",
  page: { items, next },
});
const morePage = (generation: number, items: string[], next: number | null): PagedAction<string, number> => ({
  type: "loaded",
  generation,
  part: "more",
  page: { items, next },
});

describe("pagedReducer", () => {
  it("shows the first page, then appends the next one Load more asked for", () => {
    const state = run(firstPage(0, ["a", "b"], 2), { type: "more-requested" }, morePage(0, ["c"], null));
    expect(state).toMatchObject({ first: "ready", items: ["a", "b", "c"], next: null, more: "idle" });
  });

  it("keeps the first page's total", () => {
    const state = run({ type: "loaded", generation: 0, part: "first", page: { items: ["a"], next: 1, total: 7 } });
    expect(state.total).toBe(7);
  });

  it("drops a Load more answered after a reload: it followed a list no longer shown", () => {
    const reloading = run(firstPage(0, ["a"], 1), { type: "more-requested" }, { type: "reload" });
    expect(reloading).toMatchObject({ generation: 1, first: "loading", items: ["a"], more: "idle" });
    const reloaded = pagedReducer(reloading, firstPage(1, ["a", "c"], 3));
    const late = pagedReducer(reloaded, morePage(0, ["b"], 2));
    expect(late).toBe(reloaded);
    expect(late).toMatchObject({ items: ["a", "c"], next: 3 });
  });

  it("drops the late answer to a first page a reload replaced, and its failure", () => {
    const reloading = run(firstPage(0, ["a"], null), { type: "reload" }, { type: "reload" });
    expect(pagedReducer(reloading, firstPage(1, ["old"], null))).toBe(reloading);
    expect(pagedReducer(reloading, { type: "failed", generation: 1, part: "first", message: "x" })).toBe(reloading);
  });

  it("asks for one next page at a time, and none before the first or after the last", () => {
    expect(run({ type: "more-requested" }).more).toBe("idle");
    expect(run(firstPage(0, ["a"], null), { type: "more-requested" }).more).toBe("idle");
    const asking = run(firstPage(0, ["a"], 1), { type: "more-requested" });
    expect(pagedReducer(asking, { type: "more-requested" })).toBe(asking);
  });

  it("says a failed first page, and Retry reads it again", () => {
    const failed = run({ type: "failed", generation: 0, part: "first", message: "We couldn't reach Village." });
    expect(failed).toMatchObject({ first: "failed", message: "We couldn't reach Village.", items: null });
    expect(pagedReducer(failed, { type: "retry" })).toMatchObject({ generation: 1, first: "loading", message: null });
  });

  it("keeps what is shown when Load more fails, and Retry asks for the same page again", () => {
    const failed = run(
      firstPage(0, ["a"], 1),
      { type: "more-requested" },
      {
        type: "failed",
        generation: 0,
        part: "more",
        message: "Offline",
      },
    );
    expect(failed).toMatchObject({ items: ["a"], more: "failed", message: "Offline", next: 1 });
    const retried = pagedReducer(failed, { type: "retry" });
    expect(retried).toMatchObject({ more: "loading", next: 1, message: null, generation: 0 });
    expect(pagedReducer(retried, morePage(0, ["b"], null)).items).toEqual(["a", "b"]);
  });

  it("does nothing on Retry when nothing failed", () => {
    const ready = run(firstPage(0, ["a"], 1));
    expect(pagedReducer(ready, { type: "retry" })).toBe(ready);
  });
});

// A list whose items have names (the home list's posts): the same reducer, with `idOf`.
describe("pagedReducerFor, a list of named items under a key (a search's term)", () => {
  const named = pagedReducerFor<{ id: string }, string>((item) => item.id);
  type Named = PagedState<{ id: string }, string>;
  const items = (...ids: string[]) => ids.map((id) => ({ id }));
  const go = (state: Named, ...actions: PagedAction<{ id: string }, string>[]) => actions.reduce(named, state);
  const ready = (): Named =>
    go(initialPaged(""), {
      type: "loaded",
      generation: 0,
      part: "first",
      page: { items: items("a", "b"), next: "after-b", total: 40 },
    });
  const ids = (state: Named) => state.items?.map((item) => item.id);

  it("never shows an item twice", () => {
    const state = go(
      ready(),
      { type: "more-requested" },
      {
        type: "loaded",
        generation: 0,
        part: "more",
        page: { items: items("b", "c"), next: null },
      },
    );
    expect(ids(state)).toEqual(["a", "b", "c"]);
  });

  it("adds up what a search's pages scanned", () => {
    const state = go(
      initialPaged("x"),
      { type: "loaded", generation: 0, part: "first", page: { items: [], next: "1", scanned: 100 } },
      { type: "more-requested" },
      { type: "loaded", generation: 0, part: "more", page: { items: items("z"), next: null, scanned: 40 } },
    );
    expect(state.scanned).toBe(140);
  });

  it("starts a new key's list and keeps the old items, stale, until the new ones arrive", () => {
    const searching = go(ready(), { type: "key", key: "tools" });
    expect(searching).toMatchObject({ key: "tools", shownKey: "", first: "loading", generation: 1 });
    expect(ids(searching)).toEqual(["a", "b"]);
    const found = go(searching, {
      type: "loaded",
      generation: 1,
      part: "first",
      page: { items: items("t"), next: null },
    });
    expect(found).toMatchObject({ shownKey: "tools", total: null });
    expect(ids(found)).toEqual(["t"]);
    expect(go(found, { type: "key", key: "tools" })).toBe(found);
  });

  it("ignores a first page that answers an earlier key, and a Load more of the previous list", () => {
    const asked = go(ready(), { type: "more-requested" });
    const state = go(asked, { type: "key", key: "a" }, { type: "key", key: "ab" });
    const late = { items: items("old"), next: null };
    expect(go(state, { type: "loaded", generation: 1, part: "first", page: late })).toBe(state);
    expect(go(state, { type: "loaded", generation: 0, part: "more", page: late })).toBe(state);
    expect(go(state, { type: "failed", generation: 1, part: "first", message: "x" })).toBe(state);
  });

  it("keeps the site's own sentence for a refused read, and forgets it once another read starts", () => {
    const refusal = "You're searching too quickly. Please try again in 40 seconds.";
    const failed = go(initialPaged("x"), { type: "failed", generation: 0, part: "first", message: refusal, refusal });
    expect(failed).toMatchObject({ first: "failed", refusal });
    expect(go(failed, { type: "retry" })).toMatchObject({ first: "loading", refusal: null, message: null });
    const more = go(ready(), { type: "more-requested" }, { type: "failed", generation: 0, part: "more", message: "m" });
    expect(more).toMatchObject({ more: "failed", refusal: null });
    // Asking again after a failed Load more reads that page again.
    expect(go(more, { type: "more-requested" })).toMatchObject({ more: "loading", message: null });
  });

  it("puts newer items on top, skipping any shown, with the new total or the known one", () => {
    const state = go(ready(), { type: "prepend", items: items("n", "a"), total: 41 });
    expect(ids(state)).toEqual(["n", "a", "b"]);
    expect(state.total).toBe(41);
    expect(go(ready(), { type: "prepend", items: items("n"), total: null }).total).toBe(40);
    const loading = initialPaged<{ id: string }, string>("");
    expect(go(loading, { type: "prepend", items: items("n"), total: 1 })).toBe(loading);
  });

  it("is plain data that a history entry can keep", () => {
    const state = go(ready(), { type: "prepend", items: [{ id: "d", at: new Date(0) } as { id: string }], total: 41 });
    const copy = structuredClone(state);
    expect(copy).toEqual(state);
  });
});
