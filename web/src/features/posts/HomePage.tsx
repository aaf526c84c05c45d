import { useState, type ReactNode } from "react";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { READ_FAILURE } from "../../lib/errors/error-message";
import { CountLine } from "./components/CountLine";
import { ListSkeleton } from "./components/ListSkeleton";
import { NewPostsBanner } from "./components/NewPostsBanner";
import type { Post } from "./api/post";
import { PostItem } from "./components/PostItem";
import { SearchLimitNote } from "./components/SearchLimitNote";
import { useNewPosts } from "./hooks/use-new-posts";
import { usePagedPosts } from "./hooks/use-paged-posts";
import { useSearchTerm } from "./hooks/use-search-term";
import styles from "./HomePage.module.css";

// Typing waits this long before searching: one search per pause, not one (and its reads) per keystroke.
const SEARCH_DELAY_MS = 300;

interface HomePageProps {
  /** The menu of actions for one post (the app's, from the moderation feature); `remove` drops it from the list. */
  postActions?: (post: Post, remove: () => void) => ReactNode;
}

export function HomePage({ postActions }: HomePageProps = {}) {
  const term = useDebouncedValue(useSearchTerm(), SEARCH_DELAY_MS);
  useDocumentTitle(term === "" ? null : `Search: ${term}`);
  const [generation, setGeneration] = useState(0);
  const feed = usePagedPosts(term, generation);
  const settled = !feed.loading && !feed.stale && !feed.failed;
  const newPosts = useNewPosts(term === "" && settled, feed.posts[0] ?? null);
  // Posts deleted from this page: gone from the list at once, before the trigger has updated the home page.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const shown = feed.posts.filter((post) => !removed.has(post.id));
  const remove = (id: string) => setRemoved((ids) => new Set(ids).add(id));

  const showNewPosts = () => {
    // More new posts than the home document holds: start over from the top rather than leave a gap.
    if (newPosts.complete) feed.prepend(newPosts.waiting, newPosts.total);
    else setGeneration((value) => value + 1);
    newPosts.clear();
  };

  // A search that stopped at its reading limit with nothing found yet: it says so, and offers to go on.
  const searchStopped = feed.term !== "" && feed.hasMore && feed.posts.length === 0;

  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Our Village&apos;s Thoughts and Connections</h1>
      {feed.loading ? (
        <ListSkeleton />
      ) : feed.failed ? (
        <ReadFailure message={term === "" ? READ_FAILURE.list : READ_FAILURE.search} onRetry={feed.retry} />
      ) : (
        // While a new search runs, the old results stay, dimmed, rather than blank the page.
        <div className={feed.stale ? styles.stale : undefined} aria-busy={feed.stale}>
          {searchStopped && (
            <SearchLimitNote
              searched={feed.searched}
              term={feed.term}
              busy={feed.loadingMore}
              onSearchFurther={feed.loadMore}
            />
          )}
          {!searchStopped && (
            <CountLine
              count={feed.term === "" ? Math.max((feed.total ?? 0) - removed.size, shown.length) : shown.length}
              more={feed.term !== "" && feed.hasMore}
              term={feed.term}
            />
          )}
          <NewPostsBanner count={newPosts.waiting.length} more={!newPosts.complete} onShow={showNewPosts} />
          {shown.length === 0 ? (
            !searchStopped && <p>No thoughts match your search.</p>
          ) : (
            <ul className={styles.list}>
              {shown.map((post) => (
                <PostItem key={post.id} post={post} actions={postActions?.(post, () => remove(post.id))} />
              ))}
            </ul>
          )}
          {feed.moreFailed ? (
            <ReadFailure message={READ_FAILURE.more} onRetry={feed.loadMore} />
          ) : (
            feed.hasMore &&
            !searchStopped && (
              <button
                type="button"
                className={styles.more}
                onClick={feed.loadMore}
                disabled={feed.loadingMore || feed.stale}
              >
                {feed.loadingMore ? "Loading…" : "Load more"}
              </button>
            )
          )}
        </div>
      )}
    </section>
  );
}
