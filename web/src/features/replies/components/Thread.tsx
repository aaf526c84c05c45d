import { ReadFailure } from "../../../components/feedback/ReadFailure";
import { READ_FAILURE } from "../../../lib/errors/error-message";
import { useEffect, useRef, useState } from "react";
import { useThread } from "../hooks/use-thread";
import { useNewReplies } from "../hooks/use-new-replies";
import { ReplyForm } from "./ReplyForm";
import { ReplyItem, replyElementId } from "./ReplyItem";
import styles from "./Thread.module.css";

/** What the thread's heading says: "Replies", with how many are shown once there are some. */
export function threadHeading(shown: number, more: boolean): string {
  if (shown === 0) return "Replies";
  return more ? `Replies (${shown} shown)` : `Replies (${shown})`;
}

/** "1 new reply", "3 new replies". */
export const newRepliesText = (count: number): string => `${count} new repl${count === 1 ? "y" : "ies"}`;

/**
 * A post's replies under it, oldest first, as its page arrives (the server drew the first page) or read on
 * arrival, "Load more replies" for the next page, and the form to add one at the end (issue #47).
 */
export function Thread({ postId }: { postId: string }) {
  const thread = useThread(postId);
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
    <section aria-labelledby="replies-heading" className={styles.thread}>
      <h2 id="replies-heading" className={styles.heading}>
        {threadHeading(replies?.length ?? 0, thread.next !== null)}
      </h2>
      {replies === null ? (
        thread.first === "failed" ? (
          <ReadFailure message={thread.message ?? READ_FAILURE.page} onRetry={thread.retry} />
        ) : (
          <p role="status">Loading replies…</p>
        )
      ) : replies.length === 0 ? (
        <p className={styles.none}>No replies yet.</p>
      ) : (
        <ol className={styles.list}>
          {replies.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
          ))}
        </ol>
      )}
      {/* Announced, never inserted under the reader: the replies come when they press it (decision 0118). */}
      <div aria-live="polite">
        {fresh > 0 && (
          <button type="button" className={styles.more} onClick={showNew} disabled={showing}>
            {showing ? "Loading…" : newRepliesText(fresh)}
          </button>
        )}
      </div>
      {thread.more === "failed" ? (
        <ReadFailure message={thread.message ?? READ_FAILURE.more} onRetry={thread.retry} />
      ) : (
        thread.next !== null && (
          <button
            type="button"
            className={styles.more}
            onClick={thread.loadMore}
            disabled={thread.more === "loading"}
            data-needs-js=""
          >
            {thread.more === "loading" ? "Loading…" : "Load more replies"}
          </button>
        )
      )}
      <ReplyForm postId={postId} onPosted={thread.add} />
    </section>
  );
}
