// A list read a page at a time (the queue, the log, your posts), as a pure reducer: use-paged-read.ts only
// reads pages and dispatches what came back, so every transition, the stale answers above all, is tested
// without a browser. The home list has its own (features/posts/hooks/paged-posts-reducer.ts; decision 0058).

/** One page as a read answers it: its items, where the next starts (null on the last), and the total if known. */
export interface Page<Item, Cursor> {
  items: Item[];
  next: Cursor | null;
  total?: number | undefined;
}

export interface PagedState<Item, Cursor> {
  /**
   * Bumped by every read from the start (the first, a reload, a retry). A page answered for an older one is
   * dropped: a Load more sent before a reload never appends onto the reloaded list.
   */
  generation: number;
  /** The read from the start: under way (what was shown stays shown), failed, or done. */
  first: "loading" | "failed" | "ready";
  /** The items shown; null until the first page arrives. */
  items: Item[] | null;
  total: number | null;
  next: Cursor | null;
  more: "idle" | "loading" | "failed";
  /** What the last failure said, while it stands. */
  message: string | null;
}

export type PagedAction<Item, Cursor> =
  /** Read the list again from its start, keeping what is shown until the answer comes. */
  | { type: "reload" }
  /** After a failure: the first page again, or the next page again. */
  | { type: "retry" }
  | { type: "more-requested" }
  | { type: "loaded"; generation: number; part: "first" | "more"; page: Page<Item, Cursor> }
  | { type: "failed"; generation: number; part: "first" | "more"; message: string };

export function initialPaged<Item, Cursor>(): PagedState<Item, Cursor> {
  return { generation: 0, first: "loading", items: null, total: null, next: null, more: "idle", message: null };
}

export function pagedReducer<Item, Cursor>(
  state: PagedState<Item, Cursor>,
  action: PagedAction<Item, Cursor>,
): PagedState<Item, Cursor> {
  switch (action.type) {
    case "reload":
      return { ...state, generation: state.generation + 1, first: "loading", more: "idle", message: null };
    case "retry":
      if (state.first === "failed") return pagedReducer(state, { type: "reload" });
      return state.more === "failed" ? { ...state, more: "loading", message: null } : state;
    case "more-requested":
      if (state.first !== "ready" || state.next === null || state.more === "loading") return state;
      return { ...state, more: "loading", message: null };
    case "loaded": {
      if (action.generation !== state.generation) return state;
      const { items, next, total } = action.page;
      if (action.part === "first") {
        return { ...state, first: "ready", items, next, total: total ?? null, more: "idle", message: null };
      }
      if (state.more !== "loading") return state;
      return { ...state, items: [...(state.items ?? []), ...items], next, more: "idle" };
    }
    case "failed":
      if (action.generation !== state.generation) return state;
      if (action.part === "first") return { ...state, first: "failed", message: action.message };
      if (state.more !== "loading") return state;
      return { ...state, more: "failed", message: action.message };
  }
}
