// The home list and a search's results: the app's one paged read (hooks/reads/use-paged-read.ts) over the posts'
// reads, starting from the list the page already has (kept with the history entry, or the home page's data).
import { useEffect } from "react";
import { initialPaged, type PagedState } from "../../../hooks/reads/paged-read-reducer";
import { usePagedRead } from "../../../hooks/reads/use-paged-read";
import { useRenderedData } from "../../../lib/route-data/rendered-route";
import type { Cursor, Post } from "../api/post";
import { fetchNewestPage, withOwnPosts, type Home, type Page } from "../api/posts-api";
import { searchPage } from "../api/search-api";
import { homeData, renderedList } from "../home-data";
import { keepList, keptList } from "../list-memory";

/** The posts list's state: the paged read's, over posts and their cursors. */
export type ListState = PagedState<Post, Cursor>;

const pageOf = ({ posts, next, scanned }: Page, total: number | null = null) => ({
  items: posts,
  next,
  total,
  ...(scanned !== undefined && { scanned }),
});

/**
 * A page of the list. The home list's first page is the home page's data (`/api/home`, as the server drew
 * the page from it), with this tab's own new posts placed; it also knows the total.
 */
async function readPage(term: string, after: Cursor | null, signal: AbortSignal) {
  if (term === "" && after === null) {
    const home = withOwnPosts(await homeData.load({}, signal));
    return pageOf(home, home.total);
  }
  return pageOf(await (term === "" ? fetchNewestPage(after, signal) : searchPage(term, after, signal)));
}

/** The list as read: its first page, the home list's total (a search's: what it scanned). */
function readList(term: string, home: Home): ListState {
  const { posts, next, total, scanned = 0 } = home;
  return { ...initialPaged<Post, Cursor>(term), first: "ready", items: posts, next, total, scanned };
}

/**
 * Where a list starts: the list kept with this history entry (Back, a reload), else the list the server drew
 * the page from when it is this term's (renderedList: the home list's first page, with this tab's own new
 * posts placed; a page of older posts; a search's first page), else nothing read yet.
 */
function firstList(term: string, rendered: ReturnType<typeof renderedList>): ListState | null {
  const kept = keptList(term);
  if (kept) return kept;
  if (rendered?.term !== term) return null;
  return readList(term, rendered.newest ? withOwnPosts(rendered.page) : rendered.page);
}

/** What the page shows, derived from the state. */
export function listView(state: ListState) {
  const posts = state.items ?? [];
  const stale = state.first === "loading" && posts.length > 0;
  return {
    /** Nothing to show yet: the first read of the first list is under way. */
    loading: state.first === "loading" && !stale,
    /** The posts shown belong to the previous list, kept (dimmed) until the new ones arrive. */
    stale,
    failed: state.first === "failed",
    /** The site's sentence for the failed read, when it gave one (else the page says its own). */
    failure: state.refusal,
    term: state.shownKey,
    posts,
    total: state.total,
    searched: state.scanned,
    hasMore: state.next !== null,
    /** Where the next page starts (the link to older posts without JavaScript), null at the end. */
    next: state.next,
    loadingMore: state.more === "loading",
    moreFailed: state.more === "failed",
  };
}

const postId = (post: Post) => post.id;

/**
 * The newest-first list of all posts, or of those matching `term`, read a page at a time with the app's one
 * paged read. When the term changes the list starts over, but the old posts stay (reported stale) until the
 * new ones arrive, so a search never blanks the page. A failed read is logged and reported, never shown as
 * an empty board. The list read so far is kept with the history entry, so Back and Forward show the same
 * posts, pages and all, without reading them again (a reload reads afresh: 0048).
 */
export function usePagedPosts(term: string) {
  // The server's first page serves the page's first list only; coming back to the list reads afresh.
  const rendered = useRenderedData(renderedList);
  const list = usePagedRead(readPage, { key: term, initial: () => firstList(term, rendered), idOf: postId });
  const { state, loadMore, reload, retry, prepend } = list;

  useEffect(() => {
    if (state.first === "ready" && state.more === "idle") keepList(state);
  }, [state]);

  return { ...listView(state), retry, loadMore, reload, prepend };
}
