import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { paths, postPath } from "../../lib/paths";
import { PostArticle } from "./components/PostArticle";
import { ShareActions } from "./components/ShareActions";
import { useOwnPost } from "./hooks/use-own-post";
import { usePageData } from "../../hooks/reads/use-page-data";
import { postData } from "./post-data";
import { OwnPostNotice } from "./components/OwnPostNotice";
import { EarlierVersions } from "./components/EarlierVersions";
import { useSession } from "../../lib/session/use-session";
import { useAuthoredPost } from "../../lib/authored-posts";
import type { Post } from "./api/post";
import styles from "./components/PostItem.module.css";

export const POST_NOT_AVAILABLE = "This post is not available";

export const POST_DELETED = "Post deleted";

interface PostPageProps {
  postId: string;
  /**
   * The post actions menu, as in the list (the app's, from the moderation feature); `deleted` after Delete;
   * `owned` when the server said the post is the reader's own (so it offers Delete from any browser).
   */
  postActions?: (post: Post, deleted: () => void, owned?: boolean, replace?: (edited: Post) => void) => ReactNode;
  /** The post's replies and the form to add one (the app's, from the replies feature), under the post. */
  thread?: (post: Post) => ReactNode;
}

/** One post on its own page, `/p/{postId}`, read from its public document. */
export function PostPage({ postId, postActions, thread }: PostPageProps) {
  // One read of the public document (a new id aborts the old one's); null when there is none. None at all
  // for the post the server rendered this page with (docs/decisions/0082).
  const state = usePageData(postData, { postId });
  // The author's edit from this page, shown at once (the public document follows within seconds).
  const [edit, setEdit] = useState<Post | null>(null);
  const read = state.status === "done" ? state.value : null;
  const post = read !== null && edit?.id === read.id ? edit : read;
  const session = useSession();
  // Only a reader who finds no public copy asks whether it is their own: signed in, or signed out in the
  // browser that posted it (its anonymous identity answers). Nobody else learns more.
  const missing = state.status === "done" && post === null;
  const postedHere = useAuthoredPost(postId) !== null;
  const own = useOwnPost(postId, missing && (session.status === "signed-in" || postedHere));
  const asking = missing && (session.status === "loading" || own.status === "asking");
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const deleted = deletedId === postId;
  useDocumentTitle(
    deleted
      ? POST_DELETED
      : post
        ? post.title
        : state.status === "loading" || asking
          ? "Loading post"
          : own.status === "own"
            ? "Your post"
            : POST_NOT_AVAILABLE,
  );

  if (deleted) return <PostDeleted />;
  if (state.status === "loading" || asking) return <p role="status">Loading post…</p>;
  if (own.status === "own") {
    return <OwnPostNotice own={own.own} actions={(post) => postActions?.(post, () => setDeletedId(post.id), true)} />;
  }
  if (post) {
    return (
      <section>
        <p className={styles.back}>
          <Link href={paths.home}>
            <span aria-hidden="true">← </span>All posts
          </Link>
        </p>
        <PostArticle
          post={post}
          heading="h1"
          actions={postActions?.(post, () => setDeletedId(post.id), false, setEdit)}
        />
        {/* Its author, in the browser that posted, may see what their edits replaced (issue #48). */}
        {post.editedAt && postedHere && <EarlierVersions key={post.editedAt.getTime()} postId={post.id} />}
        <ShareActions title={post.title} path={postPath(post.id)} />
        {thread?.(post)}
      </section>
    );
  }
  if (state.status === "failed") {
    return (
      <section aria-labelledby="post-failed-heading">
        <h1 id="post-failed-heading">This post could not be loaded</h1>
        <ReadFailure message={state.message} action="Try again" onRetry={state.retry} />
      </section>
    );
  }
  return (
    <section aria-labelledby="post-missing-heading">
      <h1 id="post-missing-heading">{POST_NOT_AVAILABLE}</h1>
      <p>It may have been removed, or the link may be incomplete.</p>
      <p>
        <Link href={paths.home}>See all posts</Link>
      </p>
    </section>
  );
}

/** Where the page stands once its post is deleted from here; focus moves to its heading (the menu is gone). */
function PostDeleted() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="post-deleted-heading">
      <h1 id="post-deleted-heading" ref={heading} tabIndex={-1}>
        {POST_DELETED}
      </h1>
      <p>Your post was deleted. It leaves the list in a moment.</p>
      <p>
        <Link href={paths.home}>See all posts</Link>
      </p>
    </section>
  );
}
