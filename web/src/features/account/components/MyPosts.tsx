import { Link } from "wouter";
import { ReadFailure } from "../../../components/feedback/ReadFailure";
import form from "../../../components/form/Form.module.css";
import { usePagedRead } from "../../../hooks/reads/use-paged-read";
import { ownPostStatus } from "../../../lib/moderation/own-post-words";
import { paths, postPath } from "../../../lib/paths";
import { fetchMyPosts } from "../api/account-api";
import styles from "./MyPosts.module.css";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long" });

/** A page of your posts (a callable: nothing to abort, so a late answer is ignored). */
const readMyPosts = async (_key: string, after: string | null) => {
  const page = await fetchMyPosts(after ?? undefined);
  return { items: page.posts, next: page.next ?? null, total: page.total ?? 0 };
};

/**
 * Your own posts, read through a callable that finds them by your verified account (no one else sees it), a
 * page at a time: "Load more" follows the server's cursor.
 */
export function MyPosts() {
  const mine = usePagedRead(readMyPosts);
  const posts = mine.items ?? [];
  const total = mine.total ?? 0;

  return (
    <section aria-labelledby="my-posts-heading">
      <h2 id="my-posts-heading">Your posts</h2>
      {mine.first === "loading" && <p role="status">Loading your posts…</p>}
      {mine.first === "failed" && <ReadFailure message={mine.message ?? ""} onRetry={mine.retry} />}
      {mine.first === "ready" && total === 0 && <p>You haven&apos;t posted yet.</p>}
      {mine.first === "ready" && total > 0 && (
        <>
          <p>
            {total > posts.length
              ? `Your newest ${posts.length} of ${total} posts.`
              : `${total} post${total === 1 ? "" : "s"}.`}
          </p>
          <ul className={styles.list}>
            {posts.map((post) => (
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
          {mine.more === "failed" && <ReadFailure message={mine.message ?? ""} onRetry={mine.retry} />}
          {mine.next !== null && mine.more !== "failed" && (
            <button
              type="button"
              className={form.secondary}
              onClick={mine.loadMore}
              disabled={mine.more === "loading"}
              aria-busy={mine.more === "loading"}
            >
              {mine.more === "loading" ? "Loading…" : "Load more"}
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
