import { describe, expect, it } from "vitest";
import { initialPaged, pagedReducer, type PagedAction, type PagedState } from "./paged-read-reducer";

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
