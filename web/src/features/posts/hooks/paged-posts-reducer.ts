// The home list's state and every way it changes, as a pure reducer: the hook (use-paged-posts.ts) only
// reads pages and dispatches what came back, so each transition is tested without a browser, and the state
// is plain data that history.state can keep (list-memory.ts).
import type { Cursor, Post } from "../api/post";
import type { Home, Page } from "../api/posts-api";

export interface ListState {
  /** The term asked for ("" for the whole list). */
  term: string;
  /** Bumped by every new read of the first page; an answer for an older one is stale and ignored. */
  request: number;
  /** loading: the first page is being read (the posts shown, if any, are the previous list's). */
  status: "loading" | "failed" | "ready";
  /** The term of the posts shown (the previous term while a new search is loading). */
  shownTerm: string;
  posts: Post[];
  /** How many posts there are in all, when known (the home list, not a search). */
  total: number | null;
  next: Cursor | null;
  /** A search's list: how many posts its pages read so far. */
  searched: number;
  more: "idle" | "loading" | "failed";
  /** The site's own sentence for the last failed read (a search refused for coming too fast), if it gave one. */
  failure?: string;
}

export type ListAction =
  /** A new term: the list starts over, keeping the old posts (shown as stale) until the new ones arrive. */
  | { type: "search"; term: string }
  /** Read the same list again from the top (more new posts than could be added above). */
  | { type: "reload" }
  /** Read the first page again after it failed. */
  | { type: "retry" }
  | { type: "first-loaded"; request: number; page: Home }
  | { type: "first-failed"; request: number; failure?: string }
  | { type: "more-requested" }
  | { type: "more-loaded"; request: number; page: Page }
  | { type: "more-failed"; request: number; failure?: string }
  /** Newer posts put at the top (skipping any already shown), with the total that now holds. */
  | { type: "prepend"; posts: Post[]; total: number | null };

/** A list that has not been read yet. */
export function initialList(term: string): ListState {
  return {
    term,
    request: 0,
    status: "loading",
    shownTerm: term,
    posts: [],
    total: null,
    next: null,
    searched: 0,
    more: "idle",
  };
}

/** Starts reading the first page again, keeping what is shown. */
const restart = (state: ListState, term: string): ListState => ({
  ...state,
  term,
  request: state.request + 1,
  status: "loading",
  more: "idle",
});

/** `posts` followed by those of `added` not already among them. */
function withoutRepeats(posts: Post[], added: Post[]): Post[] {
  const shown = new Set(posts.map((post) => post.id));
  return [...posts, ...added.filter((post) => !shown.has(post.id))];
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case "search":
      return action.term === state.term ? state : restart(state, action.term);
    case "reload":
      return restart(state, state.term);
    case "retry":
      return state.status === "failed" ? restart(state, state.term) : state;
    case "first-loaded":
      if (action.request !== state.request) return state;
      return {
        ...state,
        status: "ready",
        shownTerm: state.term,
        posts: action.page.posts,
        total: action.page.total,
        next: action.page.next,
        searched: action.page.scanned ?? 0,
        more: "idle",
      };
    case "first-failed":
      // A failure is reported as one, never shown as an empty board or as the previous term's posts.
      if (action.request !== state.request) return state;
      return {
        ...initialList(state.term),
        request: state.request,
        status: "failed",
        ...(action.failure !== undefined && { failure: action.failure }),
      };
    case "more-requested":
      if (state.status !== "ready" || state.next === null || state.more === "loading") return state;
      return { ...state, more: "loading" };
    case "more-loaded":
      if (action.request !== state.request || state.more !== "loading") return state;
      return {
        ...state,
        posts: withoutRepeats(state.posts, action.page.posts),
        next: action.page.next,
        searched: state.searched + (action.page.scanned ?? 0),
        more: "idle",
      };
    case "more-failed":
      if (action.request !== state.request || state.more !== "loading") return state;
      return {
        ...withoutFailure(state),
        more: "failed",
        ...(action.failure !== undefined && { failure: action.failure }),
      };
    case "prepend": {
      if (state.status !== "ready") return state;
      const newer = action.posts.filter((post) => !state.posts.some((shown) => shown.id === post.id));
      return { ...state, posts: [...newer, ...state.posts], total: action.total ?? state.total };
    }
  }
}

/** The state without an earlier failure's sentence. */
function withoutFailure(state: ListState): ListState {
  const { failure: _failure, ...rest } = state;
  return rest;
}

/** What the page shows, derived from the state. */
export function listView(state: ListState) {
  const stale = state.status === "loading" && state.posts.length > 0;
  return {
    /** Nothing to show yet: the first read of the first list is under way. */
    loading: state.status === "loading" && !stale,
    /** The posts shown belong to the previous list, kept (dimmed) until the new ones arrive. */
    stale,
    failed: state.status === "failed",
    /** The site's sentence for the failed read, when it gave one (else the page says its own). */
    failure: state.failure ?? null,
    term: state.shownTerm,
    posts: state.posts,
    total: state.total,
    searched: state.searched,
    hasMore: state.next !== null,
    loadingMore: state.more === "loading",
    moreFailed: state.more === "failed",
  };
}
