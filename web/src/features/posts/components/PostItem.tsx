import type { ReactNode } from "react";
import { StatusLine } from "../../../components/feedback/StatusLine";
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

/** What the list says where a post was, once it is deleted from here; focus lands on it (its menu is gone). */
export function DeletedItem({ title }: { title: string }) {
  return (
    <li className={styles.item}>
      <StatusLine said="Post deleted: " className={styles.deleted}>
        <bdi>{title}</bdi>
      </StatusLine>
    </li>
  );
}
