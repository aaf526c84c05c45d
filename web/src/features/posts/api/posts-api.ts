// The home list's reads, all through the app's one read module (lib/read): its first page, `/api/home` (the
// route's data: the server rendered the page with it, or the page reads it), and older pages from Firestore.
import {
  cursorOf,
  HOME_ENDPOINT,
  homeAnswer,
  listedPostAnswer,
  NEWEST_ENDPOINT,
  newestAnswer,
  newestFirst,
  PAGE_SIZE,
  placeOf,
  POSTS_COLLECTION,
  type HomeAnswer,
  type ListedPost,
  type NewestAnswer,
} from "@village/shared";
import type { Query } from "../../../lib/firebase/firestore-rest";
import { readDocument, readEndpoint, readQuery, type ReadDocument } from "../../../lib/read/read";
import { forgetOwnPost, ownPosts } from "../../../lib/own-posts";
import { postFromAnswer, type Cursor, type Post } from "./post";

export interface Page {
  posts: Post[];
  /** Where the next page starts, or null when this was the last page. */
  next: Cursor | null;
  /** A search's page only: how many posts it read (and checked) to find these. */
  scanned?: number;
}

/** The home page's first view: the newest page, and how many posts there are in all (null: unknown). */
export interface Home extends Page {
  total: number | null;
}

// Newest first; posts with the same time keep a stable order by id, so paging neither skips nor repeats.
const listQueryOrder: Query["orderBy"] = [
  { field: "createdAt", direction: "DESCENDING" },
  { field: "__name__", direction: "DESCENDING" },
];

/**
 * A page of public post documents read in list order: those of the stored document's shape (one that is not,
 * its time missing, is no post to show); the cursor is after the last one read, even one not shown.
 */
function pageOf(documents: ReadDocument<ListedPost<string>>[]): Page {
  const last = documents.at(-1)?.value;
  return {
    posts: documents.flatMap(({ value }) => (value ? [postFromAnswer(value)] : [])),
    // The time as Firestore sent it, exact to the microsecond: the next page starts right after this post.
    next: documents.length === PAGE_SIZE && last ? cursorOf({ time: last.createdAt, postId: last.postId }) : null,
  };
}

/** One page of posts, newest first, starting after `after` (a cursor of this list, or of its first page). */
export async function fetchNewestPage(after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  const place = after === null ? null : placeOf(after);
  if (after !== null && place === null) throw new Error(`not a cursor of the list: ${after}`);
  const query: Query = {
    collection: POSTS_COLLECTION,
    orderBy: listQueryOrder,
    ...(place && { startAfter: [{ timestamp: place.time }, { reference: `${POSTS_COLLECTION}/${place.postId}` }] }),
    limit: PAGE_SIZE,
  };
  return pageOf(await readQuery(query, listedPostAnswer, signal));
}

/**
 * Whether anything is new: the newest listed post's id (null when there is none) and the newest page's times,
 * from `/api/newest` on the page's own origin, which the CDN answers from its cache (no Firestore read).
 */
export const fetchNewest = (signal?: AbortSignal): Promise<NewestAnswer> =>
  readEndpoint(NEWEST_ENDPOINT, newestAnswer, signal);

/**
 * The home list's first page from `/api/home`'s answer (the endpoint's, or the one the server wrote into the
 * home page's HTML): the same posts and cursor whichever way it came. Converted once, where the route's data
 * is read (web/src/features/posts/home-data.ts).
 */
export function homeFromAnswer(answer: HomeAnswer): Home {
  const last = answer.posts.at(-1);
  return {
    posts: answer.posts.map(postFromAnswer),
    next: answer.posts.length === PAGE_SIZE && last ? cursorOf({ time: last.createdAt, postId: last.postId }) : null,
    total: answer.total,
  };
}

/**
 * The home document's content through `/api/home` on the page's own origin (the CDN's copy, at most a few
 * seconds old): the home list's first page. As the home page's HTML preloads it (no header added), so a
 * page drawn from the static shell is handed that answer. Throws when it fails.
 */
export async function fetchHome(signal?: AbortSignal): Promise<Home> {
  return homeFromAnswer(await readEndpoint(HOME_ENDPOINT, homeAnswer, signal));
}

/**
 * The first page with the posts this tab made lately (as their callables returned them) placed where they
 * belong, for any it does not list yet; the same page (the same object) when there are none.
 */
export function withOwnPosts(first: Home): Home {
  const listed = new Set(first.posts.map((post) => post.id));
  const own = ownPosts();
  // Listed now: no need to remember them any longer.
  for (const post of own) if (listed.has(post.postId)) forgetOwnPost(post.postId);
  const unlisted = own.filter((post) => !listed.has(post.postId)).map(postFromAnswer);
  return withUnlisted(first, unlisted);
}

/**
 * The first page with posts it does not list yet (their trigger has not run) placed where they belong.
 * The total grows with each: the trigger counts a post in the same step as it lists it. A post older than
 * the last on a full page is left for `Load more`.
 */
export function withUnlisted(first: Home, unlisted: Post[]): Home {
  const last = first.posts.at(-1);
  const placed = unlisted.filter((post) => first.next === null || !last || newerFirst(post, last) < 0);
  if (placed.length === 0) return first;
  return {
    ...first,
    posts: [...first.posts, ...placed].sort(newerFirst),
    total: first.total === null ? null : first.total + placed.length,
  };
}

/** The list's order (`newestFirst` in shared/), for posts as the page holds them. */
function newerFirst(a: Post, b: Post): number {
  return newestFirst({ millis: a.createdAt.getTime(), id: a.id }, { millis: b.createdAt.getTime(), id: b.id });
}

// Post ids are 24 base64url characters (a hash); anything else names no post, and may not even be a valid
// document id (a "/", "..", or Firestore's reserved `__…__`), so it is answered without a read.
const POST_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/;

/**
 * One listed post by id, from its public document (one read), or null when there is none: never existed,
 * hidden, deleted or unlisted posts have no public document, and one that cannot be shown is none.
 */
export async function fetchPost(postId: string, signal?: AbortSignal): Promise<Post | null> {
  if (!POST_ID.test(postId)) return null;
  const document = await readDocument(`${POSTS_COLLECTION}/${postId}`, listedPostAnswer, signal);
  if (document) return document.value && postFromAnswer(document.value);
  // Just posted from this tab ("Posted! — view it"): shown as the callable returned it until its trigger
  // has made the public document.
  const own = ownPosts().find((post) => post.postId === postId);
  return own ? postFromAnswer(own) : null;
}
