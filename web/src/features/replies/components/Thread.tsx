import { useState, type ReactNode } from "react";
import { repliesFeedPath } from "@village/shared";
import type { Reply } from "../api/reply";
import { ReadFailure } from "../../../components/feedback/ReadFailure";
import { StatusLine } from "../../../components/feedback/StatusLine";
import { useAuthoredPost } from "../../../lib/authored-posts";
import { useMarkRepliesSeen } from "../../../hooks/notices/use-reply-notices";
import { READ_FAILURE } from "../../../lib/errors/error-words";
import { useSession } from "../../../lib/session/use-session";
import { CloseReplies } from "./CloseReplies";
import { useRepliesFeedLink } from "../hooks/use-replies-feed-link";
import { useThread } from "../hooks/use-thread";
import { ReplyForm } from "./ReplyForm";
import { NewReplies } from "./NewReplies";
import { ReplyItem } from "./ReplyItem";
import styles from "./Thread.module.css";

/** What the thread's heading says: "Replies", with how many are shown once there are some. */
export function threadHeading(shown: number, more: boolean): string {
  if (shown === 0) return "Replies";
  return more ? `Replies (${shown} shown)` : `Replies (${shown})`;
}

/** What the thread says in place of the form once its post is closed to replies. */
export const REPLIES_CLOSED = "Replies are closed.";

/** What the thread's status line says once the reader deleted their own reply. */
export const REPLY_DELETED = "Reply deleted.";

/**
 * A post's replies under it, oldest first, as its page arrives (the server drew the first page) or read on
 * arrival, "Load more replies" for the next page, and the form to add one at the end (issue #47), or
 * "Replies are closed." once the post's author or a moderator closed it (they are offered the switch).
 */
export function Thread({
  postId,
  title,
  repliesClosed = false,
  replyActions,
}: {
  postId: string;
  /** The post's title, as its page shows it: the head's link to the replies feed is named after it. */
  title: string;
  repliesClosed?: boolean;
  /** What each reply offers (Report), composed by the app. */
  replyActions?: ((reply: Reply) => ReactNode) | undefined;
}) {
  const thread = useThread(postId);
  useRepliesFeedLink(postId, title);
  // The author opening their own post with new replies: they are seen (decision 0120).
  useMarkRepliesSeen(postId);
  const [closed, setClosed] = useState(repliesClosed);
  const [said, setSaid] = useState({ text: "", count: 0 });
  const session = useSession();
  // The post's author in the browser that posted it (or signed in to its account there), or a moderator.
  const mayClose =
    useAuthoredPost(postId) !== null || (session.status === "signed-in" && session.user.moderator === true);
  const replies = thread.replies?.filter((reply) => !thread.deleted.has(reply.id)) ?? null;
  const deleted = (replyId: string) => {
    thread.remove(replyId);
    setSaid(({ count }) => ({ text: REPLY_DELETED, count: count + 1 }));
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
            <ReplyItem
              key={reply.id}
              reply={reply}
              postId={postId}
              onDeleted={() => deleted(reply.id)}
              actions={replyActions?.(reply)}
            />
          ))}
        </ol>
      )}
      <NewReplies postId={postId} thread={thread} />
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
      <StatusLine said={said.text} count={said.count} className={styles.status} />
      {closed ? <p className={styles.closed}>{REPLIES_CLOSED}</p> : <ReplyForm postId={postId} onPosted={thread.add} />}
      {mayClose && <CloseReplies postId={postId} closed={closed} onChanged={setClosed} />}
      {/* For feed readers; the page's head announces it too (useRepliesFeedLink, and the server's first response). */}
      <p>
        <a href={repliesFeedPath(postId)} type="application/atom+xml">
          Replies feed
        </a>
      </p>
    </section>
  );
}
