import type { ReactNode } from "react";
import type { Post } from "../api/post";
import { PostArticle } from "./PostArticle";
import styles from "./PostItem.module.css";

/** One post in the list; `actions` is the app's post actions menu for it, if any. */
export function PostItem({ post, actions }: { post: Post; actions?: ReactNode }) {
  return (
    // The post's id lets place-keeping and focus find it (post-elements.ts).
    <li className={styles.item} data-post-id={post.id}>
      <PostArticle post={post} heading="h2" actions={actions} />
    </li>
  );
}
