import { useCallback, useEffect, useState } from "react";
import { HOME_CACHE_MS, NEWEST_POLL_MS, newerThan, PAGE_SIZE } from "@village/shared";
import { fetchNewest, fetchHome, type Home } from "../api/posts-api";
import type { Post } from "../api/post";

// How often an open page asks whether newer posts exist (5 s: a post reaches the notice within 10 s,
// docs/decisions/0110). Each check is one request to `/api/newest`, which the CDN answers from its cache with
// the newest page's times (about 223 bytes): the tab counts what is new from them. The posts themselves are
// read only when the reader asks to see them, from `/api/home` (the CDN again): an idle tab on a busy board
// makes no Firestore request (docs/decisions/0047).
export const POLL_MS = NEWEST_POLL_MS;

/** The newer posts to show, as `/api/home` has them: put on top when complete, else the list starts over. */
export interface NewerPosts {
  posts: Post[];
  complete: boolean;
  total: number | null;
}

interface NewPosts {
  /** How many newer posts are waiting to be shown. */
  count: number;
  /** False when there may be more newer posts than the home document holds: showing them should reload. */
  complete: boolean;
  /** Reads the newer posts through the CDN; null when that failed (the list should reload instead). */
  take: () => Promise<NewerPosts | null>;
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
 * The posts newer than `newest` on the home document as `/api/home` has it; null when it cannot be read or lists
 * none. `announced` is the newest id the poll's answer named: a CDN copy of `/api/home` older than that answer
 * (another copy, refreshed a moment earlier) is read again once it has expired, rather than show less than the
 * notice said.
 */
async function readNewer(newest: Post | null, announced?: string): Promise<NewerPosts | null> {
  try {
    let home = await fetchHome();
    if (announced !== undefined && !home.posts.some((post) => post.id === announced)) {
      await new Promise((resolve) => setTimeout(resolve, HOME_CACHE_MS));
      home = await fetchHome();
    }
    const newer = newerPosts(home, newest);
    // A copy that still lists none of them: the list reloads instead.
    return newer.posts.length > 0 ? { ...newer, total: home.total } : null;
  } catch (error) {
    console.error("Could not read the new posts", error);
    return null;
  }
}

/**
 * Watches for posts newer than `newest` while the page is open and visible: it asks `/api/newest` for the
 * newest post's id and the newest page's times, and counts the posts newer than `newest` when that id is one it
 * has not seen. New posts are announced, never inserted on their own: the caller decides when to show them
 * (`take`). Watches only while `enabled`.
 */
export function useNewPosts(enabled: boolean, newest: Post | null): NewPosts {
  const [found, setFound] = useState<{ since: Post | null; count: number; complete: boolean; announced: string }>();

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    // The newest id already looked into: the newest shown, then whatever the last check found.
    let seen = newest?.id ?? null;
    const check = () => {
      if (document.hidden) return;
      fetchNewest(abort.signal)
        .then((answer) => {
          if (answer.newest === null || answer.newest === seen) return;
          // Every answer since decision 0047 carries the page's times (none only on an empty board).
          const newer = newerThan(answer, newest ? newest.createdAt.getTime() : null, PAGE_SIZE);
          if (!newer) return;
          const announced = answer.newest;
          seen = announced;
          if (newer.count > 0) setFound({ since: newest, ...newer, announced });
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
  const announced = current?.announced;
  const take = useCallback(() => readNewer(newest, announced), [newest, announced]);
  return { count: current?.count ?? 0, complete: current?.complete ?? true, take, clear };
}
