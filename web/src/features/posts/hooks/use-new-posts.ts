import { useCallback, useEffect, useState } from "react";
import { PAGE_SIZE } from "@village/shared";
import { fetchHome, fetchNewestPostId, type Home } from "../api/posts-api";
import type { Post } from "../api/post";

// How often an open page asks whether newer posts exist. Each check is one request to `/api/newest`, which
// the CDN answers from its cache; only when the newest id changes is the home document (up to a page of full
// posts) read from Firestore.
const POLL_MS = 30_000;

interface NewPosts {
  /** Newer posts waiting to be shown, newest first. */
  waiting: Post[];
  /** False when there may be more newer posts than the home document holds: showing them should reload. */
  complete: boolean;
  /** The total that holds once the waiting posts are shown (null: unknown). */
  total: number | null;
  clear: () => void;
}

/**
 * The posts of the newest page that are newer than `newest` (the newest post shown; null when none is).
 * Where that post is on the page, exactly those above it; else those with a later time.
 */
export function newerPosts(home: Home, newest: Post | null): { posts: Post[]; complete: boolean } {
  const position = newest ? home.posts.findIndex((post) => post.id === newest.id) : -1;
  if (position >= 0) return { posts: home.posts.slice(0, position), complete: true };
  const posts = newest ? home.posts.filter((post) => post.createdAt > newest.createdAt) : home.posts;
  // Every post on a full page is newer: more may lie beyond it.
  return { posts, complete: posts.length < home.posts.length || home.posts.length < PAGE_SIZE };
}

/**
 * Watches for posts newer than `newest` while the page is open and visible: it asks `/api/newest` for the
 * newest post's id, and reads the home document when that id is one it has not seen. New posts are announced, never
 * inserted on their own: the caller decides when to show them. Watches only while `enabled`.
 */
export function useNewPosts(enabled: boolean, newest: Post | null): NewPosts {
  const [found, setFound] = useState<{ since: Post | null; posts: Post[]; complete: boolean; total: number | null }>();

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    // The newest id already looked into: the newest shown, then whatever the last check found.
    let seen = newest?.id ?? null;
    const check = () => {
      if (document.hidden) return;
      fetchNewestPostId(abort.signal)
        .then(async (newestId) => {
          if (newestId === null || newestId === seen) return;
          const home = await fetchHome(abort.signal);
          if (!home) return;
          seen = newestId;
          const newer = newerPosts(home, newest);
          if (newer.posts.length > 0) setFound({ since: newest, ...newer, total: home.total });
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) console.error("Could not check for new posts", error);
        });
    };
    const timer = window.setInterval(check, POLL_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      abort.abort();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [enabled, newest]);

  const clear = useCallback(() => setFound(undefined), []);
  const current = enabled && found && found.since === newest ? found : undefined;
  return { waiting: current?.posts ?? [], complete: current?.complete ?? true, total: current?.total ?? null, clear };
}
