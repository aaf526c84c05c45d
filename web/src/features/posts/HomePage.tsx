import { useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { CountLine } from "./components/CountLine";
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
  const [generation, setGeneration] = useState(0);
  const feed = usePagedPosts(term, generation);
  const newPosts = useNewPosts(term === "" && !feed.loading, feed.posts[0] ?? null);

  const showNewPosts = () => {
    // More new posts than the home document holds: start over from the top rather than leave a gap.
    if (newPosts.complete) feed.prepend(newPosts.waiting, newPosts.total);
    else setGeneration((value) => value + 1);
    newPosts.clear();
  };

  // A search that stopped at its reading limit with nothing found yet: it says so, and offers to go on.
  const searchStopped = term !== "" && feed.hasMore && feed.posts.length === 0;

  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Our Village&apos;s Thoughts and Connections</h1>
      {feed.loading ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          {searchStopped && (
            <SearchLimitNote
              searched={feed.searched}
              term={term}
              busy={feed.loadingMore}
              onSearchFurther={feed.loadMore}
            />
          )}
          {!searchStopped && (
            <CountLine
              count={term === "" ? Math.max(feed.total ?? 0, feed.posts.length) : feed.posts.length}
              more={term !== "" && feed.hasMore}
              term={term}
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
          {feed.hasMore && !searchStopped && (
            <button type="button" className={styles.more} onClick={feed.loadMore} disabled={feed.loadingMore}>
              {feed.loadingMore ? "Loading…" : "Load more"}
            </button>
          )}
        </>
      )}
    </section>
  );
}
