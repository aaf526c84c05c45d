// A list read a page at a time (the home list and a search's results, the moderation log, the queue, your
// posts), as a pure reducer: use-paged-read.ts only reads pages and dispatches what came back, so every
// transition, the stale answers above all, is tested without a browser, and the state is plain data that a
// history entry can keep (features/posts/list-memory.ts). One for every list (decisions 0058, 0107).

/** One page as a read answers it: its items, where the next starts (null on the last), and the total if known. */
export interface Page<Item, Cursor> {
  items: Item[];
  next: Cursor | null;
  total?: number | null | undefined;
  /** How many entries the server read to find these (a search's page reads candidates), when it says. */
  scanned?: number | undefined;
}

export interface PagedState<Item, Cursor> {
  /** What the list is of (a search's term; "" for a list with one content). A new key reads from the start. */
  key: string;
  /** The key of the items shown: the previous key's while the new key's first page is on its way. */
  shownKey: string;
  /**
   * Bumped by every read from the start (the first, a new key, a reload, a retry). A page answered for an
   * older one is dropped: a Load more sent before a reload never appends onto the reloaded list.
   */
  generation: number;
  /** The read from the start: under way (what was shown stays shown), failed, or done. */
  first: "loading" | "failed" | "ready";
  /** The items shown; null until a first page arrives. */
  items: Item[] | null;
  total: number | null;
  next: Cursor | null;
  /** What the pages read so far scanned, in all (a search's). */
  scanned: number;
  more: "idle" | "loading" | "failed";
  /** What the last failure said, in words (readErrorMessage), while it stands. */
  message: string | null;
  /** The site's own sentence for the last failure (a search refused for coming too fast), if it gave one. */
  refusal: string | null;
}

export type PagedAction<Item, Cursor> =
  /** Another key: the list starts over, keeping the old items (shown as stale) until the new ones arrive. */
  | { type: "key"; key: string }
  /** Read the list again from its start, keeping what is shown until the answer comes. */
  | { type: "reload" }
  /** After a failure: the first page again, or the next page again. */
  | { type: "retry" }
  | { type: "more-requested" }
  | { type: "loaded"; generation: number; part: "first" | "more"; page: Page<Item, Cursor> }
  | { type: "failed"; generation: number; part: "first" | "more"; message: string; refusal?: string | null }
  /** Newer items put at the top (skipping any already shown), with the total that now holds (null: as it was). */
  | { type: "prepend"; items: Item[]; total: number | null };

/** A list of `key` that has not been read yet. */
export function initialPaged<Item, Cursor>(key = ""): PagedState<Item, Cursor> {
  return {
    key,
    shownKey: key,
    generation: 0,
    first: "loading",
    items: null,
    total: null,
    next: null,
    scanned: 0,
    more: "idle",
    message: null,
    refusal: null,
  };
}

/** Starts reading the first page of `key` again, keeping what is shown. */
const restart = <Item, Cursor>(state: PagedState<Item, Cursor>, key: string): PagedState<Item, Cursor> => ({
  ...state,
  key,
  generation: state.generation + 1,
  first: "loading",
  more: "idle",
  message: null,
  refusal: null,
});

/**
 * The list's reducer. `idOf` names an item, where items have names: a page never shows one twice (a post
 * published between two reads shifts the next page by one). Without it, pages only append.
 */
export function pagedReducerFor<Item, Cursor>(idOf?: (item: Item) => string) {
  /** `items` followed by those of `added` not already among them. */
  const withoutRepeats = (items: Item[], added: Item[]): Item[] => {
    if (!idOf) return [...items, ...added];
    const shown = new Set(items.map(idOf));
    return [...items, ...added.filter((item) => !shown.has(idOf(item)))];
  };

  return function pagedReducer(
    state: PagedState<Item, Cursor>,
    action: PagedAction<Item, Cursor>,
  ): PagedState<Item, Cursor> {
    switch (action.type) {
      case "key":
        return action.key === state.key ? state : restart(state, action.key);
      case "reload":
        return restart(state, state.key);
      case "retry":
        if (state.first === "failed") return restart(state, state.key);
        return state.more === "failed" ? { ...state, more: "loading", message: null, refusal: null } : state;
      case "more-requested":
        if (state.first !== "ready" || state.next === null || state.more === "loading") return state;
        return { ...state, more: "loading", message: null, refusal: null };
      case "loaded": {
        if (action.generation !== state.generation) return state;
        const { items, next, total, scanned = 0 } = action.page;
        if (action.part === "first") {
          return {
            ...state,
            shownKey: state.key,
            first: "ready",
            items,
            next,
            total: total ?? null,
            scanned,
            more: "idle",
            message: null,
            refusal: null,
          };
        }
        if (state.more !== "loading") return state;
        return {
          ...state,
          items: withoutRepeats(state.items ?? [], items),
          next,
          scanned: state.scanned + scanned,
          more: "idle",
        };
      }
      case "failed": {
        if (action.generation !== state.generation) return state;
        const said = { message: action.message, refusal: action.refusal ?? null };
        // A failure is said as one: the page never shows another key's items, or none, as this key's answer.
        if (action.part === "first") return { ...state, first: "failed", ...said };
        if (state.more !== "loading") return state;
        return { ...state, more: "failed", ...said };
      }
      case "prepend": {
        if (state.first !== "ready" || state.items === null) return state;
        const items = state.items;
        const newer = idOf
          ? action.items.filter((item) => !items.some((shown) => idOf(shown) === idOf(item)))
          : action.items;
        return { ...state, items: [...newer, ...items], total: action.total ?? state.total };
      }
    }
  };
}

/** The reducer of a list whose items have no names (the moderation log's lines, the queue's pages append only). */
export const pagedReducer = pagedReducerFor<unknown, unknown>() as <Item, Cursor>(
  state: PagedState<Item, Cursor>,
  action: PagedAction<Item, Cursor>,
) => PagedState<Item, Cursor>;
