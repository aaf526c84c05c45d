import type { ReactNode } from "react";
import { Link } from "wouter";
import { LinkedText } from "../../../components/LinkedText";
import { postPath } from "../../../lib/paths";
import type { Post } from "../api/post";
import { excerpt } from "../excerpt";
import { PostedAt } from "../../../components/PostedAt";
import styles from "./PostItem.module.css";

interface PostArticleProps {
  post: Post;
  /** h2 in the list, where the title links to the post's page; h1 on that page, where it does not. */
  heading: "h1" | "h2";
  /** The post actions menu (the app's), beside the title. */
  actions?: ReactNode;
}

/**
 * "3 replies", "1 reply"; nothing for none: a "No replies" under every new post would read as a verdict on it
 * and crowd the list with a line that says nothing, and the title already leads to the thread (decision 0118).
 */
export const repliesText = (count: number): string | null =>
  count > 0 ? `${count} repl${count === 1 ? "y" : "ies"}` : null;

/** One post as the list and its own page show it. */
export function PostArticle({ post, heading: Heading, actions }: PostArticleProps) {
  const headingId = `post-${post.id}`;
  // The list shows the start of a long post, its own page all of it.
  const details =
    Heading === "h1"
      ? { text: post.details, cut: false }
      : post.excerpted
        ? { text: post.details, cut: true }
        : excerpt(post.details);
  const replies = repliesText(post.replies ?? 0);
  const byline = (
    <p className={styles.meta}>
      by <bdi>{post.author}</bdi> • <PostedAt date={post.createdAt} />
      {/* Its author's edit (issue #48): said with its time; the earlier text is never shown here. */}
      {post.editedAt && (
        <>
          {" • "}
          <PostedAt date={post.editedAt} said="edited" />
        </>
      )}
      {replies && (
        <>
          {" • "}
          {/* In the list, to the thread; on the post's page, down to it. */}
          {Heading === "h2" ? (
            <Link href={postPath(post.id)}>{replies}</Link>
          ) : (
            <a href="#replies-heading">{replies}</a>
          )}
        </>
      )}
    </p>
  );
  return (
    <article aria-labelledby={headingId}>
      <div className={styles.head}>
        {/* dir="auto" takes the direction from the title (so nothing inside may be a <bdi>), and isolates it. */}
        <Heading id={headingId} className={styles.title} dir="auto">
          {Heading === "h2" ? (
            <Link href={postPath(post.id)} className={styles.titleLink}>
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </Heading>
        {actions}
      </div>
      {/* On its own page, who wrote a post and when come before its text, which may run to ten screens. */}
      {Heading === "h1" && byline}
      {post.details && (
        <p className={styles.details} dir="auto">
          <LinkedText text={details.text} inBlock />
        </p>
      )}
      {details.cut && (
        <p className={styles.more}>
          {/* Named with the title for a list of links; the visible words start the name (WCAG 2.5.3). The
              label gives assistive technology that name exactly; the hidden words give it to what reads the
              link's text instead (search engines, and Lighthouse's link-text audit, which flags a bare
              "Read more"). */}
          <Link href={postPath(post.id)} aria-label={`Read more: ${post.title}`}>
            Read more<span className="visually-hidden">: {post.title}</span>
          </Link>
        </p>
      )}
      {post.link && (
        <p className={styles.link} dir="auto">
          <LinkedText text={post.link} inBlock />
        </p>
      )}
      {Heading === "h2" && byline}
    </article>
  );
}
