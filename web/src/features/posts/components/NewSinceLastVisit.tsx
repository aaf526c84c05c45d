import { useHydrated } from "../../../hooks/use-hydrated";
import type { Post } from "../api/post";
import { previousVisitOnce } from "../last-visit";
import styles from "./PostList.module.css";

/**
 * "3 new since your last visit", beside the count line: how many of the posts read so far came after the
 * reader's previous visit ("25+" while more pages may hold more). Browser storage says when that was, so
 * the line waits for the browser (nothing in a server's HTML, nothing while hydrating); it sits on the count
 * line's row and never wraps, so its arrival moves nothing.
 */
export function NewSinceLastVisit({ posts, more }: { posts: Post[]; more: boolean }) {
  const since = useHydrated() ? previousVisitOnce() : null;
  if (since === null) return null;
  const count = posts.filter((post) => post.createdAt.getTime() > since).length;
  if (count === 0) return null;
  const all = count === posts.length && more;
  return (
    <p className={styles.since}>
      {count}
      {all ? "+" : ""} new since your last visit
    </p>
  );
}
