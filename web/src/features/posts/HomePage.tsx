import { useState } from "react";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { READ_FAILURE } from "../../lib/errors/error-message";
import { CountLine } from "./components/CountLine";
import { ListSkeleton } from "./components/ListSkeleton";
import { NewPostsBanner } from "./components/NewPostsBanner";
import { PostItem } from "./components/PostItem";
import { SearchLimitNote } from "./components/SearchLimitNote";
import { useNewPosts } from "./hooks/use-new-posts";
import { usePagedPosts } from "./hooks/use-paged-posts";
import { useSearchTerm } from "./hooks/use-search-term";
import styles from "./HomePage.module.css";

// Typing waits this long before searching: one search per pause, not one (and its reads) per keystroke.
const SEARCH_DELAY_MS = 300;

export function HomePage() {
  const term = useDebouncedValue(useSearchTerm(), SEARCH_DELAY_MS);
  useDocumentTitle(term === "" ? null : `Search: ${term}`);
  const [generation, setGeneration] = useState(0);
  const feed = usePagedPosts(term, generation);
  const settled = !feed.loading && !feed.stale && !feed.failed;
  const newPosts = useNewPosts(term === "" && settled, feed.posts[0] ?? null);

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
              count={feed.term === "" ? Math.max(feed.total ?? 0, feed.posts.length) : feed.posts.length}
              more={feed.term !== "" && feed.hasMore}
              term={feed.term}
            />
          )}
          <NewPostsBanner count={newPosts.waiting.length} more={!newPosts.complete} onShow={showNewPosts} />
          {feed.posts.length === 0 ? (
            !searchStopped && <p>No thoughts match your search.</p>
          ) : (
            <ul className={styles.list}>
              {feed.posts.map((post) => (
                <PostItem key={post.id} post={post} />
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
