import type { ReactNode } from "react";
import { ReadFailure } from "../../../components/feedback/ReadFailure";
import { READ_FAILURE } from "../../../lib/errors/error-words";
import type { Post } from "../api/post";
import type { listView } from "../hooks/use-paged-posts";
import { CountLine } from "./CountLine";
import { EmptyBoard } from "./EmptyBoard";
import { NewPostsBanner } from "./NewPostsBanner";
import { NewSinceLastVisit } from "./NewSinceLastVisit";
import { DeletedItem, PostItem } from "./PostItem";
import { SearchLimitNote } from "./SearchLimitNote";
import styles from "./PostList.module.css";

interface PostListProps {
  feed: ReturnType<typeof listView>;
  /** The posts to show (the feed's, less any deleted from this page). */
  shown: Post[];
  /** The posts deleted from this page: a line in their place says so. */
  removed: ReadonlySet<string>;
  newPosts: { count: number; more: boolean; show: () => void };
  loadMore: () => void;
  postActions: (post: Post) => ReactNode;
}

/** The list once read: its count line, the new-posts notice, the posts, and Load more. */
export function PostList({ feed, shown, removed, newPosts, loadMore, postActions }: PostListProps) {
  const searching = feed.term !== "";
  // A search that stopped at its reading limit with nothing found yet: it says so, and offers to go on.
  const searchStopped = searching && feed.hasMore && feed.posts.length === 0;
  // No post at all and no search made: an invitation to post rather than "0 result(s)".
  const emptyBoard = !searching && feed.posts.length === 0;

  return (
    // While a new search runs, the old results stay, dimmed, rather than blank the page.
    <div className={feed.stale ? `${styles.feed} ${styles.stale}` : styles.feed} aria-busy={feed.stale}>
      {searchStopped && (
        <SearchLimitNote searched={feed.searched} term={feed.term} busy={feed.loadingMore} onSearchFurther={loadMore} />
      )}
      {emptyBoard && <EmptyBoard />}
      {!searchStopped && !emptyBoard && (
        <div className={styles.countRow}>
          <CountLine
            count={searching ? shown.length : Math.max((feed.total ?? 0) - removed.size, shown.length)}
            more={searching && feed.hasMore}
            term={feed.term}
          />
          {!searching && <NewSinceLastVisit posts={shown} more={feed.hasMore} />}
        </div>
      )}
      <NewPostsBanner count={newPosts.count} more={newPosts.more} onShow={newPosts.show} />
      {feed.posts.length === 0 ? (
        searching && !searchStopped && <p>No thoughts match your search.</p>
      ) : (
        <ul className={styles.list}>
          {feed.posts.map((post) =>
            removed.has(post.id) ? (
              <DeletedItem key={post.id} title={post.title} />
            ) : (
              <PostItem key={post.id} post={post} actions={postActions(post)} />
            ),
          )}
        </ul>
      )}
      {!searching && feed.next !== null && (
        // Without JavaScript, Load more is a link to the next page, which `/` renders on the server
        // (`/?before=<cursor>`, docs/decisions/0110); with it, the browser draws none of this.
        <noscript>
          <p>
            <a href={`/?before=${encodeURIComponent(feed.next)}`}>Older posts</a>
          </p>
        </noscript>
      )}
      {feed.moreFailed ? (
        <ReadFailure message={feed.failure ?? READ_FAILURE.more} onRetry={loadMore} />
      ) : (
        feed.hasMore &&
        !searchStopped && (
          <button
            type="button"
            className={styles.more}
            onClick={loadMore}
            disabled={feed.loadingMore || feed.stale}
            data-needs-js=""
          >
            {feed.loadingMore ? "Loading…" : "Load more"}
          </button>
        )
      )}
    </div>
  );
}
