import { useCallback, useEffect, useReducer } from "react";
import type { Cursor, Post } from "../api/post";
import { fetchNewestPage, withOwnPosts, type Home } from "../api/posts-api";
import { searchPage } from "../api/search-api";
import { refusalSentence } from "../../../lib/errors/error-message";
import { keepList, keptList } from "../list-memory";
import { useRenderedData } from "../../../lib/route-data/rendered-route";
import { homeData, homeFirstPage } from "../home-data";
import { initialList, listReducer, listView, type ListState } from "./paged-posts-reducer";

/**
 * A page of the list. The home list's first page is the home page's data (`/api/home`, as the server drew
 * the page from it), with this tab's own new posts placed; it also knows the total.
 */
async function loadPage(term: string, after: Cursor | null, signal: AbortSignal): Promise<Home> {
  if (term === "" && after === null) return withOwnPosts(await homeData.load({}, signal));
  const page = await (term === "" ? fetchNewestPage(after, signal) : searchPage(term, after, signal));
  return { ...page, total: null };
}

/** A failure's own sentence for the page (a refused search says when to try again), if it has one. */
function refusalOf(error: unknown): { failure?: string } {
  const sentence = refusalSentence(error);
  return sentence === null ? {} : { failure: sentence };
}

/**
 * Where a list starts: the list kept with this history entry (Back, a reload), else, for the home list, the
 * first page the server rendered into the HTML (with this tab's own new posts placed), else nothing read yet.
 */
function firstList(term: string, rendered: Home | null): ListState {
  const kept = keptList(term);
  if (kept) return kept;
  const home = term === "" ? rendered : null;
  if (!home) return initialList(term);
  const start = initialList(term);
  return listReducer(start, { type: "first-loaded", request: start.request, page: withOwnPosts(home) });
}

/**
 * The newest-first list of all posts, or of those matching `term`, read a page at a time (the transitions
 * are in paged-posts-reducer.ts). When the term changes the list starts over, but the old posts stay
 * (reported stale) until the new ones arrive, so a search never blanks the page. A failed read is logged
 * and reported, never shown as an empty board. The list read so far is kept with the history entry, so Back
 * and Forward show the same posts, pages and all, without reading them again (a reload reads afresh: 0048).
 */
export function usePagedPosts(term: string) {
  // The server's first page serves the page's first list only; coming back to the list reads afresh.
  const rendered = useRenderedData(homeFirstPage);
  const [state, dispatch] = useReducer(listReducer, term, (first) => firstList(first, rendered));
  // A new term starts the new list in this render, so no frame shows the old posts as if they matched it.
  if (state.term !== term) dispatch({ type: "search", term });

  const { status, request, next, more } = state;
  const reading = state.term;
  useEffect(() => {
    if (status !== "loading") return;
    const abort = new AbortController();
    loadPage(reading, null, abort.signal).then(
      (page) => dispatch({ type: "first-loaded", request, page }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Could not load posts", error);
        dispatch({ type: "first-failed", request, ...refusalOf(error) });
      },
    );
    return () => abort.abort();
  }, [status, reading, request]);

  useEffect(() => {
    if (more !== "loading" || next === null) return;
    const abort = new AbortController();
    loadPage(reading, next, abort.signal).then(
      (page) => dispatch({ type: "more-loaded", request, page }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Could not load more posts", error);
        dispatch({ type: "more-failed", request, ...refusalOf(error) });
      },
    );
    return () => abort.abort();
  }, [more, next, reading, request]);

  useEffect(() => {
    if (state.status === "ready" && state.more === "idle") keepList(state);
  }, [state]);

  return {
    ...listView(state),
    retry: useCallback(() => dispatch({ type: "retry" }), []),
    /** Reads the next page; after a failed one, reads it again. */
    loadMore: useCallback(() => dispatch({ type: "more-requested" }), []),
    /** Reads the list again from the top. */
    reload: useCallback(() => dispatch({ type: "reload" }), []),
    prepend: useCallback((posts: Post[], total: number | null) => dispatch({ type: "prepend", posts, total }), []),
  };
}
