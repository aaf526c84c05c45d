import { useCallback, useEffect, useEffectEvent, useReducer } from "react";
import { errorMessage } from "../lib/errors/error-message";
import { initialPaged, pagedReducer, type Page } from "./paged-read-reducer";

export type { Page } from "./paged-read-reducer";

/**
 * A list read a page at a time, the paged form of `useRead` (decision 0058): the first page on arrival,
 * `loadMore` for the next, `reload` to read it again from the start (after an action changed it), `retry`
 * after a failure (said with `errorMessage`). Each read is aborted when a newer one replaces it or the
 * screen is left (a callable's late answer is ignored), and a page answered for an older generation is
 * dropped (paged-read-reducer.ts).
 */
export function usePagedRead<Item, Cursor>(
  readPage: (after: Cursor | null, signal: AbortSignal) => Promise<Page<Item, Cursor>>,
) {
  const [state, dispatch] = useReducer(pagedReducer<Item, Cursor>, undefined, initialPaged<Item, Cursor>);
  // The latest `readPage` of this render, without the effects running again for each new function.
  const read = useEffectEvent(readPage);
  const { generation, first, more, next } = state;

  useEffect(() => {
    if (first !== "loading") return;
    return readInto(dispatch, generation, "first", (signal) => read(null, signal));
  }, [first, generation]);

  useEffect(() => {
    if (more !== "loading" || next === null) return;
    return readInto(dispatch, generation, "more", (signal) => read(next, signal));
  }, [more, next, generation]);

  return {
    ...state,
    /** Reads the next page. */
    loadMore: useCallback(() => dispatch({ type: "more-requested" }), []),
    /** Reads the list again from its start; an answer still on its way for the old list is dropped. */
    reload: useCallback(() => dispatch({ type: "reload" }), []),
    /** After a failure, reads again what failed. */
    retry: useCallback(() => dispatch({ type: "retry" }), []),
  };
}

/** Starts one read and dispatches its outcome unless aborted first; returns the abort, for an effect's cleanup. */
function readInto<Item, Cursor>(
  dispatch: (action: Parameters<typeof pagedReducer<Item, Cursor>>[1]) => void,
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
      dispatch({ type: "failed", generation, part, message: errorMessage(error) });
    },
  );
  return () => abort.abort();
}
