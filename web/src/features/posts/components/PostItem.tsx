import type { Post } from "../api/post";
import { PostArticle } from "./PostArticle";
import styles from "./PostItem.module.css";

export function PostItem({ post }: { post: Post }) {
  return (
    <li className={styles.item}>
      <PostArticle post={post} heading="h2" />
    </li>
  );
}
