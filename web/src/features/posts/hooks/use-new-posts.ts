import { useCallback, useEffect, useState } from "react";
import { fetchNewerThan } from "../api/posts-api";
import type { Post } from "../api/post";

// How often an open page asks whether newer posts exist. Each check is one small query.
const POLL_MS = 30_000;

interface NewPosts {
  /** Newer posts waiting to be shown, newest first. */
  waiting: Post[];
  /** False when there are more newer posts than one query returns: showing them should reload the list. */
  complete: boolean;
  clear: () => void;
}

/**
 * Watches for posts newer than `newest` while the page is open and visible. New posts are announced,
 * never inserted on their own: the caller decides when to show them. Pass null to stop watching.
 */
export function useNewPosts(newest: Date | null): NewPosts {
  const [found, setFound] = useState<{ since: number; posts: Post[]; complete: boolean } | null>(null);

  useEffect(() => {
    if (newest === null) return;
    const abort = new AbortController();
    const check = () => {
      if (document.hidden) return;
      fetchNewerThan(newest, abort.signal)
        .then(({ posts, complete }) => {
          if (posts.length > 0) setFound({ since: newest.getTime(), posts, complete });
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
  }, [newest]);

  const clear = useCallback(() => setFound(null), []);
  const current = found && newest && found.since === newest.getTime() ? found : null;
  return { waiting: current?.posts ?? [], complete: current?.complete ?? true, clear };
}
