import { useCallback, useEffect, useRef, useState } from "react";
import type { Cursor, Post } from "../api/post";
import { fetchNewestPage, type Page } from "../api/posts-api";
import { searchPage } from "../api/search-api";

function loadPage(term: string, after: Cursor | null, signal: AbortSignal): Promise<Page> {
  return term === "" ? fetchNewestPage(after, signal) : searchPage(term, after, signal);
}

interface PagedPosts {
  loading: boolean;
  posts: Post[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Puts posts at the top (newer ones), skipping any already shown. */
  prepend: (posts: Post[]) => void;
}

/**
 * The newest-first list of all posts, or of those matching `term`, read a page at a time.
 * When the term changes the list starts over. A failed first read is logged and ends loading with an
 * empty list.
 */
export function usePagedPosts(term: string, generation = 0): PagedPosts {
  // The list being shown: a new term or generation (a reload from the top) starts it over.
  const key = `${generation}:${term}`;
  const [state, setState] = useState({ key, loading: true, posts: [] as Post[], next: null as Cursor | null });
  const [loadingMore, setLoadingMore] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    loadPage(term, null, abort.signal)
      .then((page) => setState({ key, loading: false, posts: page.posts, next: page.next }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Could not load posts", error);
        setState({ key, loading: false, posts: [], next: null });
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
          current.key === key ? { ...current, posts: [...current.posts, ...page.posts], next: page.next } : current,
        ),
      )
      .catch((error: unknown) => {
        if (!signal.aborted) console.error("Could not load more posts", error);
      })
      .finally(() => setLoadingMore(false));
  }, [state, key, term, loadingMore]);

  const prepend = useCallback((newer: Post[]) => {
    setState((current) => {
      const shown = new Set(current.posts.map((post) => post.id));
      return { ...current, posts: [...newer.filter((post) => !shown.has(post.id)), ...current.posts] };
    });
  }, []);

  const current = state.key === key ? state : { loading: true, posts: [], next: null };
  return {
    loading: current.loading,
    posts: current.posts,
    hasMore: current.next !== null,
    loadingMore,
    loadMore,
    prepend,
  };
}
