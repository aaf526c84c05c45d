import { useCallback, useEffect, useRef } from "react";
import type { Post } from "../api/post";
import { focusPost } from "../post-elements";

/** Which post to focus once the list has settled (undefined: none), and whether to bring it to the top. */
type Pick = { post: (posts: Post[]) => Post | undefined; scroll: "top" | "auto" };

/**
 * Focus that follows the list: `focusWhenSettled` names a post to focus once the reads under way are done
 * (the first new post after Load more, the newest after showing new posts), so keyboard and screen-reader
 * users continue from there rather than from the page's start.
 */
export function usePostFocus(posts: Post[], settled: boolean) {
  const pending = useRef<Pick | null>(null);

  useEffect(() => {
    if (!settled || !pending.current) return;
    const { post, scroll } = pending.current;
    pending.current = null;
    const target = post(posts);
    if (target) focusPost(target.id, scroll);
  }, [posts, settled]);

  return useCallback((pick: Pick) => {
    pending.current = pick;
  }, []);
}
