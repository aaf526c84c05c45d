import { useEffect, useRef, useState, type ReactNode } from "react";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { READ_FAILURE } from "../../lib/errors/error-words";
import type { Post } from "./api/post";
import { ListSkeleton } from "./components/ListSkeleton";
import { PostList } from "./components/PostList";
import { useHomeVisits } from "./hooks/use-home-visits";
import { useListPlace } from "./hooks/use-list-place";
import { useNewPosts } from "./hooks/use-new-posts";
import { usePagedPosts } from "./hooks/use-paged-posts";
import { usePostFocus } from "./hooks/use-post-focus";
import { useSearchTerm } from "./hooks/use-search-term";
import { useQueryString } from "../../hooks/use-search-query";

// Typing waits this long before searching: one search per pause, not one (and its reads) per keystroke.
const SEARCH_DELAY_MS = 300;

interface HomePageProps {
  /**
   * The menu of actions for one post (the app's, from the moderation feature); `remove` drops it from the list,
   * `replace` shows it as its author's edit left it (the callable's answer).
   */
  postActions?: (post: Post, remove: () => void, replace: (edited: Post) => void) => ReactNode;
}

/**
 * The home page: the board, read afresh on each link to it (the logo) as on a visit; Back and Forward find
 * the list kept with their entry instead (list-memory.ts), also between two entries at `/`.
 */
export function HomePage({ postActions }: HomePageProps = {}) {
  const visit = useHomeVisits();
  return <Board key={visit.key} postActions={postActions} followedLink={visit.followedLink} />;
}

function Board({ postActions, followedLink }: HomePageProps & { followedLink: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A link to the page already shown: the top of the page and its heading, as opening any page does.
    if (!followedLink) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [followedLink]);
  const term = useDebouncedValue(useSearchTerm(), SEARCH_DELAY_MS);
  const feed = usePagedPosts(term);
  // Read already on the first render: the list was kept with this history entry (Back, Forward).
  const [restored] = useState(!feed.loading && !feed.failed);
  useListPlace(restored);
  const settled = !feed.loading && !feed.stale && !feed.failed;
  // A page of older posts (`/?before=`, a link for readers without JavaScript): nothing on it is the newest.
  const older = useQueryString().startsWith("before=");
  const newPosts = useNewPosts(term === "" && settled && !older, feed.posts[0] ?? null);
  useDocumentTitle(term === "" ? null : `Search: ${term}`, newPosts.count);
  // Posts deleted from this page: gone from the list at once, before the trigger has updated the home page
  // (a line in each one's place says so: PostList).
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // Posts their author edited from this page: shown as edited at once, before the trigger has updated the lists.
  const [edits, setEdits] = useState<ReadonlyMap<string, Post>>(new Map());
  const shown = feed.posts.filter((post) => !removed.has(post.id)).map((post) => edits.get(post.id) ?? post);
  const remove = (id: string) => setRemoved((ids) => new Set(ids).add(id));
  const replace = (edited: Post) => setEdits((posts) => new Map(posts).set(edited.id, edited));
  const focusWhenSettled = usePostFocus(shown, settled && !feed.loadingMore);

  const loadMore = () => {
    // Keyboard and screen-reader users continue at the first new post, not back at the page's start.
    const before = shown.length;
    focusWhenSettled({ post: (posts) => posts[before], scroll: "auto" });
    feed.loadMore();
  };

  const showNewPosts = () => {
    // Read through the CDN (`/api/home`) only now. More new posts than the home document holds, or no answer:
    // start over from the top rather than leave a gap.
    void newPosts.take().then((newer) => {
      if (newer?.complete) feed.prepend(newer.posts, newer.total);
      else feed.reload();
      newPosts.clear();
      focusWhenSettled({ post: (posts) => posts[0], scroll: "top" });
    });
  };

  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading" ref={heading} tabIndex={-1}>
        Our Village&apos;s Thoughts and Connections
      </h1>

      {feed.loading ? (
        <ListSkeleton />
      ) : feed.failed ? (
        <ReadFailure
          message={feed.failure ?? (term === "" ? READ_FAILURE.list : READ_FAILURE.search)}
          onRetry={feed.retry}
        />
      ) : (
        <PostList
          feed={feed}
          shown={shown}
          removed={removed}
          newPosts={{ count: newPosts.count, more: !newPosts.complete, show: showNewPosts }}
          loadMore={loadMore}
          postActions={(post) => postActions?.(post, () => remove(post.id), replace)}
        />
      )}
    </section>
  );
}
