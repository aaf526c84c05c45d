import { LinkedText } from "../../../components/LinkedText";
import type { Post } from "../api/post";
import { formatPostDate } from "../format-date";
import styles from "./PostItem.module.css";

export function PostItem({ post }: { post: Post }) {
  return (
    <li className={styles.item}>
      <article aria-labelledby={`post-${post.id}`}>
        <h2 id={`post-${post.id}`} className={styles.title}>
          <bdi>{post.title}</bdi>
        </h2>
        {post.details && (
          <p className={styles.details}>
            <LinkedText text={post.details} />
          </p>
        )}
        {post.link && (
          <p className={styles.link}>
            <LinkedText text={post.link} />
          </p>
        )}
        <p className={styles.meta}>
          by <bdi>{post.author}</bdi> • Posted on{" "}
          <time dateTime={post.createdAt.toISOString()}>{formatPostDate(post.createdAt)}</time>
        </p>
      </article>
    </li>
  );
}
