import { useCallback, useEffect, useRef, useState } from "react";
import type { Cursor, Post } from "../api/post";
import { fetchFirstHomePage, fetchNewestPage, type Home } from "../api/posts-api";
import { searchPage } from "../api/search-api";

/** A page of the list; the home list's first page also knows the total. */
async function loadPage(term: string, after: Cursor | null, signal: AbortSignal): Promise<Home> {
  if (term === "" && after === null) return fetchFirstHomePage(signal);
  const page = await (term === "" ? fetchNewestPage(after, signal) : searchPage(term, after, signal));
  return { ...page, total: null };
}

interface PagedPosts {
  /** Nothing to show yet: the first read of the first list is under way. */
  loading: boolean;
  /** The posts shown belong to the previous term, kept (dimmed) until the new ones arrive. */
  stale: boolean;
  /** The first page could not be read; `retry` reads it again. */
  failed: boolean;
  retry: () => void;
  /** The term of the posts shown (the previous one while stale). */
  term: string;
  posts: Post[];
  /** How many posts there are in all, when known (the home list, not a search). */
  total: number | null;
  /** A search's list: how many posts its pages read so far (newest first). */
  searched: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last Load more failed; calling `loadMore` again retries it. */
  moreFailed: boolean;
  loadMore: () => void;
  /** Puts posts at the top (newer ones), skipping any already shown, with the total that now holds. */
  prepend: (posts: Post[], total: number | null) => void;
}

interface ListState {
  key: string;
  term: string;
  loading: boolean;
  failed: boolean;
  posts: Post[];
  total: number | null;
  next: Cursor | null;
  searched: number;
}

const EMPTY: Omit<ListState, "key" | "term"> = {
  loading: true,
  failed: false,
  posts: [],
  total: null,
  next: null,
  searched: 0,
};

/**
 * The newest-first list of all posts, or of those matching `term`, read a page at a time.
 * When the term changes the list starts over, but the old posts stay (reported stale) until the new ones
 * arrive, so a search never blanks the page. A failed read is logged and reported, never shown as an
 * empty board.
 */
export function usePagedPosts(term: string, generation = 0): PagedPosts {
  // The list being shown: a new term or generation (a reload from the top) starts it over.
  const key = `${generation}:${term}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListState>({ key, term, ...EMPTY });
  const [loadingMore, setLoadingMore] = useState(false);
  // The list whose last Load more failed (null: none), so a new list starts without the old failure.
  const [moreFailedKey, setMoreFailedKey] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    loadPage(term, null, abort.signal)
      .then((page) =>
        setState({
          key,
          term,
          loading: false,
          failed: false,
          posts: page.posts,
          total: page.total,
          next: page.next,
          searched: page.scanned ?? 0,
        }),
      )
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Could not load posts", error);
        setState({ key, term, ...EMPTY, loading: false, failed: true });
      });
    return () => abort.abort();
  }, [key, term, attempt]);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, loading: true, failed: false }));
    setAttempt((value) => value + 1);
  }, []);

  const loadMore = useCallback(() => {
    const { next } = state;
    const signal = controller.current?.signal;
    if (!next || !signal || loadingMore || state.key !== key) return;
    setLoadingMore(true);
    setMoreFailedKey(null);
    loadPage(term, next, signal)
      .then((page) =>
        setState((current) =>
          current.key === key
            ? {
                ...current,
                posts: [...current.posts, ...page.posts],
                next: page.next,
                searched: current.searched + (page.scanned ?? 0),
              }
            : current,
        ),
      )
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.error("Could not load more posts", error);
        setMoreFailedKey(key);
      })
      .finally(() => setLoadingMore(false));
  }, [state, key, term, loadingMore]);

  const prepend = useCallback((newer: Post[], total: number | null) => {
    setState((current) => {
      const shown = new Set(current.posts.map((post) => post.id));
      return {
        ...current,
        posts: [...newer.filter((post) => !shown.has(post.id)), ...current.posts],
        total: total ?? current.total,
      };
    });
  }, []);

  const fresh = state.key === key;
  // A new list with old posts to show: keep them, dimmed, rather than blank the page.
  const stale = (!fresh || state.loading) && state.posts.length > 0;
  const current = fresh || stale ? state : { ...state, ...EMPTY };
  return {
    loading: (!fresh || current.loading) && !stale,
    stale,
    failed: fresh && current.failed,
    retry,
    term: current.term,
    posts: current.posts,
    total: current.total,
    searched: current.searched,
    hasMore: current.next !== null,
    loadingMore,
    moreFailed: moreFailedKey === key,
    loadMore,
    prepend,
  };
}
