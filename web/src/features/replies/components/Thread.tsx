import type { ReactNode } from "react";
import type { Reply } from "../api/reply";
import { ReadFailure } from "../../../components/feedback/ReadFailure";
import { READ_FAILURE } from "../../../lib/errors/error-message";
import { useThread } from "../hooks/use-thread";
import { ReplyForm } from "./ReplyForm";
import { ReplyItem } from "./ReplyItem";
import styles from "./Thread.module.css";

/** What the thread's heading says: "Replies", with how many are shown once there are some. */
export function threadHeading(shown: number, more: boolean): string {
  if (shown === 0) return "Replies";
  return more ? `Replies (${shown} shown)` : `Replies (${shown})`;
}

/**
 * A post's replies under it, oldest first, as its page arrives (the server drew the first page) or read on
 * arrival, "Load more replies" for the next page, and the form to add one at the end (issue #47).
 */
export function Thread({
  postId,
  replyActions,
}: {
  postId: string;
  /** What each reply offers (Report), composed by the app. */
  replyActions?: ((reply: Reply) => ReactNode) | undefined;
}) {
  const thread = useThread(postId);
  const { replies } = thread;
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
            <ReplyItem key={reply.id} reply={reply} actions={replyActions?.(reply)} />
          ))}
        </ol>
      )}
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
