import { LinkedText } from "../../../components/LinkedText";
import { PostedAt } from "../../../components/PostedAt";
import type { Reply } from "../api/reply";
import styles from "./Thread.module.css";

/** The element id of a reply in the thread. */
export const replyElementId = (replyId: string) => `reply-${replyId}`;

/** One reply: who wrote it ("author" when it is the post's own author), when, and its text as posts show theirs. */
export function ReplyItem({ reply }: { reply: Reply }) {
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
      </p>
      <p className={styles.text} dir="auto">
        <LinkedText text={reply.text} inBlock />
      </p>
    </li>
  );
}
