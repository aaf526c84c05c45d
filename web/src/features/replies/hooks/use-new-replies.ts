import { useEffect, useState } from "react";
import { REPLY_COUNT_POLL_MS } from "@village/shared";
import { fetchReplyCount } from "../api/replies-api";

/**
 * How many replies are new to a reader who sees `shown` of them, when the thread lists `listed`: none when
 * the count is not known or not ahead (a count a second behind the tab's own reply is not "new").
 */
export const newReplies = (listed: number | null, shown: number): number =>
  listed === null ? 0 : Math.max(0, listed - shown);

/**
 * Watches an open thread for replies newer than the `shown` it shows, while `enabled` (the whole thread is
 * shown: with "Load more replies" still there, that is the way on) and the tab is visible: every
 * REPLY_COUNT_POLL_MS, and when the tab comes back, it asks `/api/reply-count/{postId}`, which the CDN answers
 * (an idle thread tab makes no Firestore request, decision 0118). It only counts: the replies are read when
 * the reader asks to see them. Resolves to how many are new.
 */
export function useNewReplies(postId: string, shown: number, enabled: boolean): number {
  const [listed, setListed] = useState<{ postId: string; count: number | null }>({ postId, count: null });

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const check = () => {
      if (document.hidden) return;
      fetchReplyCount(postId, abort.signal)
        .then((count) => setListed({ postId, count }))
        .catch((error: unknown) => {
          if (!abort.signal.aborted) console.error("Could not check for new replies", error);
        });
    };
    const timer = window.setInterval(check, REPLY_COUNT_POLL_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      abort.abort();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [postId, enabled]);

  return enabled && listed.postId === postId ? newReplies(listed.count, shown) : 0;
}
