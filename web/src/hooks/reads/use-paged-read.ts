import { useCallback, useEffect, useEffectEvent, useReducer, useState } from "react";
import { readErrorMessage, refusalSentence } from "../../lib/errors/error-words";
import { initialPaged, pagedReducerFor, type Page, type PagedAction, type PagedState } from "./paged-read-reducer";

export type { Page, PagedState } from "./paged-read-reducer";

export interface PagedReadOptions<Item, Cursor> {
  /** What the list is of (a search's term): a new key starts the list over, the old items shown until then. */
  key?: string;
  /** Where the list starts, when the page has it already (kept with the history entry, drawn by the server). */
  initial?: () => PagedState<Item, Cursor> | null;
  /** An item's name, where items have names: a page never shows one twice, and `prepend` skips those shown. */
  idOf?: (item: Item) => string;
}

/**
 * The app's one way to read a list a page at a time, the paged form of `useRead` (decisions 0058, 0107): the
 * first page on arrival (or the list the page already has), `loadMore` for the next, `reload` to read it again
 * from the start (after an action changed it), `retry` after a failure (said with `readErrorMessage`, and the
 * site's own sentence when it gave one), `prepend` for newer items. A new `key` starts over in the same
 * render, so no frame shows the old items as the new key's. Each read is aborted when a newer one replaces it
 * or the screen is left (a callable's late answer is ignored), and a page answered for an older generation
 * is dropped (paged-read-reducer.ts).
 */
export function usePagedRead<Item, Cursor>(
  readPage: (key: string, after: Cursor | null, signal: AbortSignal) => Promise<Page<Item, Cursor>>,
  { key = "", initial, idOf }: PagedReadOptions<Item, Cursor> = {},
) {
  // The list's reducer for the items' names, made once: the list's first `idOf` is its only one.
  const [reducer] = useState(() => pagedReducerFor<Item, Cursor>(idOf));
  const [state, dispatch] = useReducer(reducer, key, (first) => initial?.() ?? initialPaged<Item, Cursor>(first));
  if (state.key !== key) dispatch({ type: "key", key });
  // The latest `readPage` of this render, without the effects running again for each new function.
  const read = useEffectEvent(readPage);
  const { generation, first, more, next } = state;
  const reading = state.key;

  useEffect(() => {
    if (first !== "loading") return;
    return readInto(dispatch, generation, "first", (signal) => read(reading, null, signal));
  }, [first, generation, reading]);

  useEffect(() => {
    if (more !== "loading" || next === null) return;
    return readInto(dispatch, generation, "more", (signal) => read(reading, next, signal));
  }, [more, next, generation, reading]);

  return {
    ...state,
    /** The state as one value, the same object until it changes (for keeping it: a history entry). */
    state,
    /** Reads the next page; after a failed one, reads it again. */
    loadMore: useCallback(() => dispatch({ type: "more-requested" }), []),
    /** Reads the list again from its start; an answer still on its way for the old list is dropped. */
    reload: useCallback(() => dispatch({ type: "reload" }), []),
    /** After a failure, reads again what failed. */
    retry: useCallback(() => dispatch({ type: "retry" }), []),
    /** Puts newer items on top (skipping any shown), with the total that now holds (null: as it was). */
    prepend: useCallback((items: Item[], total: number | null) => dispatch({ type: "prepend", items, total }), []),
  };
}

/** Starts one read and dispatches its outcome unless aborted first; returns the abort, for an effect's cleanup. */
function readInto<Item, Cursor>(
  dispatch: (action: PagedAction<Item, Cursor>) => void,
  generation: number,
  part: "first" | "more",
  read: (signal: AbortSignal) => Promise<Page<Item, Cursor>>,
): () => void {
  const abort = new AbortController();
  read(abort.signal).then(
    (page) => {
      if (!abort.signal.aborted) dispatch({ type: "loaded", generation, part, page });
    },
    (error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn(part === "first" ? "Could not read the list" : "Could not read the next page", error);
      dispatch({ type: "failed", generation, part, message: readErrorMessage(error), refusal: refusalSentence(error) });
    },
  );
  return () => abort.abort();
}
