import type { ReactNode } from "react";
import { LinkedText } from "../../../components/LinkedText";
import { PostedAt } from "../../../components/PostedAt";
import type { Reply } from "../api/reply";
import styles from "./Thread.module.css";

/**
 * One reply: who wrote it ("author" when it is the post's own author), when, and its text as posts show theirs;
 * `actions`: what the app puts over its corner (Report, from features/moderation), which this feature does not know.
 */
export function ReplyItem({ reply, actions }: { reply: Reply; actions?: ReactNode }) {
  return (
    <li className={styles.reply}>
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
      {actions}
      <p className={styles.text} dir="auto">
        <LinkedText text={reply.text} inBlock />
      </p>
    </li>
  );
}
