import { useEffect, useState } from "react";
import { Link } from "wouter";
import form from "../../../components/form/Form.module.css";
import { errorMessage } from "../../../lib/errors/error-message";
import { ownPostStatus } from "../../../lib/moderation/own-post-words";
import { paths, postPath } from "../../../lib/paths";
import { fetchMyPosts } from "../api/account-api";
import styles from "./MyPosts.module.css";

type Loaded = Awaited<ReturnType<typeof fetchMyPosts>>;
type State = { status: "loading" } | { status: "failed"; message: string } | { status: "loaded"; data: Loaded };

const dateOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "long" });

/** Your own posts, read through a callable that finds them by your verified account (no one else sees it). */
export function MyPosts() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let current = true;
    fetchMyPosts().then(
      (data) => current && setState({ status: "loaded", data }),
      (error: unknown) => current && setState({ status: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  function retry() {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  }

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
      {state.status === "loaded" && state.data.total === 0 && <p>You haven&apos;t posted yet.</p>}
      {state.status === "loaded" && state.data.total > 0 && (
        <>
          <p>
            {state.data.total > state.data.posts.length
              ? `Your newest ${state.data.posts.length} of ${state.data.total} posts. The download below holds them all.`
              : `${state.data.total} post${state.data.total === 1 ? "" : "s"}.`}
          </p>
          <ul className={styles.list}>
            {state.data.posts.map((post) => (
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
