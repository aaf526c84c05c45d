import { useEffect, useRef, useState } from "react";
import type { useThread } from "../hooks/use-thread";
import { useNewReplies } from "../hooks/use-new-replies";
import { replyElementId } from "./ReplyItem";
import styles from "./Thread.module.css";

/** "1 new reply", "3 new replies". */
export const newRepliesText = (count: number): string => `${count} new repl${count === 1 ? "y" : "ies"}`;

/**
 * "N new replies" once the whole thread is shown and its count grew: announced, never inserted under the
 * reader; pressing it reads the replies after the last one read and moves focus to the first of them
 * (decision 0118).
 */
export function NewReplies({ postId, thread }: { postId: string; thread: ReturnType<typeof useThread> }) {
  const { replies } = thread;
  // Watched once the whole thread is shown (before that, "Load more replies" is the way on).
  const fresh = useNewReplies(postId, thread.read, replies !== null && thread.next === null);
  const [showing, setShowing] = useState(false);
  // The first reply "N new replies" showed: focused once it is drawn, so the reader reads on from there.
  const focusId = useRef<string | null>(null);
  const focusShown = () => {
    const element = focusId.current === null ? null : document.getElementById(replyElementId(focusId.current));
    if (element) {
      element.focus();
      focusId.current = null;
    }
  };
  useEffect(focusShown, [replies]);
  const showNew = () => {
    setShowing(true);
    thread
      .showNew()
      .then((first) => {
        focusId.current = first?.id ?? null;
        focusShown();
      })
      .catch((error: unknown) => console.error("Could not read the new replies", error))
      .finally(() => setShowing(false));
  };
  return (
    <div aria-live="polite">
      {fresh > 0 && (
        <button type="button" className={styles.more} onClick={showNew} disabled={showing}>
          {showing ? "Loading…" : newRepliesText(fresh)}
        </button>
      )}
    </div>
  );
}
