import { Link } from "wouter";
import form from "../../../components/form/Form.module.css";
import { ownPostStatus } from "../../../lib/moderation/own-post-words";
import { paths, postPath } from "../../../lib/paths";
import { useMyPosts } from "../hooks/use-my-posts";
import styles from "./MyPosts.module.css";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long" });

/**
 * Your own posts, read through a callable that finds them by your verified account (no one else sees it), a
 * page at a time: "Load more" follows the server's cursor.
 */
export function MyPosts() {
  const { state, retry, loadMore } = useMyPosts();

  return (
    <section aria-labelledby="my-posts-heading">
      <h2 id="my-posts-heading">Your posts</h2>
      {state.status === "loading" && <p role="status">Loading your posts…</p>}
      {state.status === "failed" && (
        <>
          <p role="alert" className={form.error}>
            {state.message}
          </p>
          <button type="button" className={form.secondary} onClick={retry}>
            Try again
          </button>
        </>
      )}
      {state.status === "loaded" && state.total === 0 && <p>You haven&apos;t posted yet.</p>}
      {state.status === "loaded" && state.total > 0 && (
        <>
          <p>
            {state.total > state.posts.length
              ? `Your newest ${state.posts.length} of ${state.total} posts.`
              : `${state.total} post${state.total === 1 ? "" : "s"}.`}
          </p>
          <ul className={styles.list}>
            {state.posts.map((post) => (
              <li key={post.postId} className={styles.item}>
                <Link href={postPath(post.postId)}>
                  <bdi>{post.title?.trim() || "Untitled"}</bdi>
                </Link>
                <span className={styles.meta}>
                  {" "}
                  • {dateOf(post.createdAt)}
                  {post.anonymous ? " • posted anonymously" : ""}
                </span>
                <ModerationStatus postId={post.postId} status={ownPostStatus(post.moderation)} />
              </li>
            ))}
          </ul>
          {typeof state.more === "object" && (
            <p role="alert" className={form.error}>
              {state.more.failed}
            </p>
          )}
          {state.next !== undefined && (
            <button
              type="button"
              className={form.secondary}
              onClick={loadMore}
              disabled={state.more === "loading"}
              aria-busy={state.more === "loading"}
            >
              {state.more === "loading" ? "Loading…" : "Load more"}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** What moderation did to one of your posts, told only to you, with what you can do about it. */
function ModerationStatus({ postId, status }: { postId: string; status: string | null }) {
  if (status === null) return null;
  return (
    <p className={styles.moderation}>
      <strong>
        <bdi>{status}</bdi>
      </strong>{" "}
      Only you can see it. <Link href={paths.guidelines}>Read the Community Guidelines</Link> or{" "}
      <Link href={postPath(postId)}>open it to delete it</Link>.
    </p>
  );
}
