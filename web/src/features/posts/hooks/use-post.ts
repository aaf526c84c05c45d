import { useEffect, useState } from "react";
import type { Post } from "../api/post";
import { fetchPost } from "../api/posts-api";

/** One post's read: under way, found, not available (no public document), or failed (to retry). */
export type PostState =
  | { status: "loading" }
  | { status: "found"; post: Post }
  | { status: "missing" }
  | { status: "failed"; retry: () => void };

/** The post with this id, read once (and again on retry); every outcome ends the loading. */
export function usePost(postId: string): PostState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: PostState }>({
    key: "",
    value: { status: "loading" },
  });
  const key = `${attempt}:${postId}`;

  useEffect(() => {
    const abort = new AbortController();
    fetchPost(postId, abort.signal)
      .then((post) => setState({ key, value: post ? { status: "found", post } : { status: "missing" } }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Could not load the post", error);
        setState({ key, value: { status: "failed", retry: () => setAttempt((value) => value + 1) } });
      });
    return () => abort.abort();
  }, [key, postId]);

  return state.key === key ? state.value : { status: "loading" };
}
