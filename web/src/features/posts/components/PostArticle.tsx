import type { ReactNode } from "react";
import { Link } from "wouter";
import { LinkedText } from "../../../components/LinkedText";
import { postPath } from "../../../lib/paths";
import type { Post } from "../api/post";
import { formatPostDate } from "../format-date";
import styles from "./PostItem.module.css";

interface PostArticleProps {
  post: Post;
  /** h2 in the list, where the title links to the post's page; h1 on that page, where it does not. */
  heading: "h1" | "h2";
  /** The post actions menu (the app's), beside the title. */
  actions?: ReactNode;
}

/** One post as the list and its own page show it. */
export function PostArticle({ post, heading: Heading, actions }: PostArticleProps) {
  const headingId = `post-${post.id}`;
  return (
    <article aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading id={headingId} className={styles.title}>
          {Heading === "h2" ? (
            <Link href={postPath(post.id)} className={styles.titleLink}>
              <bdi>{post.title}</bdi>
            </Link>
          ) : (
            <bdi>{post.title}</bdi>
          )}
        </Heading>
        {actions}
      </div>
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
  );
}
