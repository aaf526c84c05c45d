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
  loading: boolean;
  posts: Post[];
  /** How many posts there are in all, when known (the home list, not a search). */
  total: number | null;
  /** A search's list: how many posts its pages read so far (newest first). */
  searched: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Puts posts at the top (newer ones), skipping any already shown, with the total that now holds. */
  prepend: (posts: Post[], total: number | null) => void;
}

interface ListState {
  key: string;
  loading: boolean;
  posts: Post[];
  total: number | null;
  next: Cursor | null;
  searched: number;
}

/**
 * The newest-first list of all posts, or of those matching `term`, read a page at a time.
 * When the term changes the list starts over. A failed first read is logged and ends loading with an
 * empty list.
 */
export function usePagedPosts(term: string, generation = 0): PagedPosts {
  // The list being shown: a new term or generation (a reload from the top) starts it over.
  const key = `${generation}:${term}`;
  const [state, setState] = useState<ListState>({
    key,
    loading: true,
    posts: [],
    total: null,
    next: null,
    searched: 0,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    loadPage(term, null, abort.signal)
      .then((page) =>
        setState({
          key,
          loading: false,
          posts: page.posts,
          total: page.total,
          next: page.next,
          searched: page.scanned ?? 0,
        }),
      )
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Could not load posts", error);
        setState({ key, loading: false, posts: [], total: null, next: null, searched: 0 });
      });
    return () => abort.abort();
  }, [key, term]);

  const loadMore = useCallback(() => {
    const { next } = state;
    const signal = controller.current?.signal;
    if (!next || !signal || loadingMore) return;
    setLoadingMore(true);
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
        if (!signal.aborted) console.error("Could not load more posts", error);
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

  const current = state.key === key ? state : { loading: true, posts: [], total: null, next: null, searched: 0 };
  return {
    loading: current.loading,
    posts: current.posts,
    total: current.total,
    searched: current.searched,
    hasMore: current.next !== null,
    loadingMore,
    loadMore,
    prepend,
  };
}
