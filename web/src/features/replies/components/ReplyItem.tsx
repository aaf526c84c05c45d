import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { LinkedText } from "../../../components/LinkedText";
import { PostedAt } from "../../../components/PostedAt";
import { useAuthoredReply } from "../../../lib/authored-posts";
import type { Reply } from "../api/reply";
import styles from "./Thread.module.css";

/** The element id of a reply in the thread. */
export const replyElementId = (replyId: string) => `reply-${replyId}`;

// The confirm dialog (and the Functions SDK it brings) loads when first opened, not with the post's page.
const DeleteReplyDialog = lazy(() =>
  import("./DeleteReplyDialog").then((module) => ({ default: module.DeleteReplyDialog })),
);

/**
 * One reply: who wrote it ("author" when it is the post's own author), when, and its text as posts show theirs;
 * "Delete" for the person who wrote it in this browser (signed in, or this browser's signed-out identity);
 * `actions`: what the app puts over its corner (Report, from features/moderation), which this feature does not know.
 */
export function ReplyItem({
  reply,
  postId,
  onDeleted,
  actions,
}: {
  reply: Reply;
  postId: string;
  onDeleted?: () => void;
  actions?: ReactNode;
}) {
  const own = useAuthoredReply(reply.id);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setConfirming(false);
    // After the dialog has closed: closing a modal dialog moves focus itself.
    setTimeout(() => button.current?.focus(), 0);
  };
  return (
    // Focusable by its id: "N new replies" moves focus to the first it shows.
    <li className={styles.reply} id={replyElementId(reply.id)} tabIndex={-1}>
      <p className={styles.meta}>
        <bdi className={styles.author}>{reply.author}</bdi>
        {reply.byPostAuthor && (
          <>
            {" "}
            <span className={styles.badge}>author</span>
          </>
        )}
        {" • "}
        <PostedAt date={reply.createdAt} said="Replied on" />
        {reply.held === true && (
          <>
            {" "}
            <span className={styles.badge}>Waiting for a moderator</span>
          </>
        )}
      </p>
      {reply.held === true && (
        <p className={styles.own}>Safe mode is on: only you see this reply until a moderator approves it.</p>
      )}
      {actions}
      <p className={styles.text} dir="auto">
        <LinkedText text={reply.text} inBlock />
      </p>
      {own && onDeleted && (
        <p className={styles.own} data-needs-js="">
          <button ref={button} type="button" className={styles.link} onClick={() => setConfirming(true)}>
            Delete
          </button>
        </p>
      )}
      <Suspense fallback={null}>
        {confirming && onDeleted && (
          <DeleteReplyDialog postId={postId} replyId={reply.id} onClose={close} onDeleted={onDeleted} />
        )}
      </Suspense>
    </li>
  );
}
