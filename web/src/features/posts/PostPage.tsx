import { Link } from "wouter";
import form from "../../components/form/Form.module.css";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { paths, postPath } from "../../lib/paths";
import { PostArticle } from "./components/PostArticle";
import { ShareActions } from "./components/ShareActions";
import { usePost } from "./hooks/use-post";

export const POST_NOT_AVAILABLE = "This post is not available";

/** One post on its own page, `/p/{postId}`, read from its public document. */
export function PostPage({ postId }: { postId: string }) {
  const state = usePost(postId);
  useDocumentTitle(
    state.status === "found" ? state.post.title : state.status === "loading" ? "Loading post" : POST_NOT_AVAILABLE,
  );

  if (state.status === "loading") return <p role="status">Loading post…</p>;
  if (state.status === "found") {
    return (
      <section>
        <PostArticle post={state.post} heading="h1" />
        <ShareActions title={state.post.title} url={`${window.location.origin}${postPath(state.post.id)}`} />
        <p>
          <Link href={paths.home}>All posts</Link>
        </p>
      </section>
    );
  }
  if (state.status === "failed") {
    return (
      <section aria-labelledby="post-failed-heading">
        <h1 id="post-failed-heading">This post could not be loaded</h1>
        <p role="alert">We couldn&apos;t reach Village. Check your internet connection and try again.</p>
        <button type="button" className={form.button} onClick={state.retry}>
          Try again
        </button>
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
