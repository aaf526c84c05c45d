import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../../lib/errors/error-message";
import { fetchMyPosts } from "../api/account-api";

type Page = Awaited<ReturnType<typeof fetchMyPosts>>;
export type MyPost = Page["posts"][number];

export type MyPostsState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | {
      status: "loaded";
      posts: MyPost[];
      total: number;
      /** The cursor of the next page; absent once every post is shown. */
      next?: string | undefined;
      /** Whether the next page is being read, and why the last try failed. */
      more: "idle" | "loading" | { failed: string };
    };

/**
 * The account's posts a page at a time (the server answers a bounded page and a cursor): the first page on
 * arrival (and on `retry`), the following ones appended by `loadMore`.
 */
export function useMyPosts() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MyPostsState>({ status: "loading" });

  useEffect(() => {
    let current = true;
    fetchMyPosts().then(
      (page) =>
        current &&
        setState({ status: "loaded", posts: page.posts, total: page.total ?? 0, next: page.next, more: "idle" }),
      (error: unknown) => current && setState({ status: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  }, []);

  const loadMore = useCallback(() => {
    if (state.status !== "loaded" || state.next === undefined || state.more === "loading") return;
    const shown = state;
    setState({ ...shown, more: "loading" });
    fetchMyPosts(shown.next).then(
      (page) => setState({ ...shown, posts: [...shown.posts, ...page.posts], next: page.next, more: "idle" }),
      (error: unknown) => setState({ ...shown, more: { failed: errorMessage(error) } }),
    );
  }, [state]);

  return { state, retry, loadMore };
}
