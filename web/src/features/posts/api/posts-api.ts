// The home list's reads: the home document (the newest page and the total, in one read), and older pages.
import {
  HOME_DOCUMENT,
  HOME_ENDPOINT,
  isHomeAnswer,
  isListedPost,
  isNewestAnswer,
  NEWEST_ENDPOINT,
  NEWEST_POSTS_FIELD,
  newestFirst,
  PAGE_SIZE,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  type HomeAnswer,
  type NewestAnswer,
} from "@village/shared";
import {
  cursorAfter,
  exactTime,
  getDocument,
  runQuery,
  type Query,
  type StoredDocument,
} from "../../../lib/firebase/firestore-rest";
import { forgetOwnPost, ownPosts } from "../../../lib/own-posts";
import { postFromFields, postsFromDocuments, type Cursor, type Post } from "./post";

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

/** A page of documents read in list order; the cursor is the last one, even one skipped as malformed. */
function pageOf(documents: StoredDocument[]): Page {
  const last = documents.at(-1);
  return {
    posts: postsFromDocuments(documents),
    next:
      documents.length === PAGE_SIZE && last && last.data.createdAt instanceof Date
        ? cursorAfter(last, listQueryOrder)
        : null,
  };
}

/** One page of posts, newest first, starting after `after`. */
export async function fetchNewestPage(after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  const documents = await runQuery(
    {
      collection: POSTS_COLLECTION,
      orderBy: listQueryOrder,
      ...(after ? { startAfter: after } : {}),
      limit: PAGE_SIZE,
    },
    signal,
  );
  return pageOf(documents);
}

/**
 * Whether anything is new: the newest listed post's id (null when there is none) and the newest page's times,
 * from `/api/newest` on the page's own origin, which the CDN answers from its cache (no Firestore read).
 */
export async function fetchNewest(signal?: AbortSignal): Promise<NewestAnswer> {
  const response = await fetch(NEWEST_ENDPOINT, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${NEWEST_ENDPOINT} answered ${response.status}`);
  const answer: unknown = await response.json();
  if (!isNewestAnswer(answer)) throw new Error(`${NEWEST_ENDPOINT} answered something else`);
  return answer;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The home document a trigger keeps: the newest page of posts (each a copy of the post's listed fields) and
 * the total, in one read whatever the size of the collection. Null when it does not exist yet (an empty
 * database, or posts written before the trigger first ran).
 */
export async function fetchHome(signal?: AbortSignal): Promise<Home | null> {
  const home = await getDocument(HOME_DOCUMENT, signal);
  if (!home) return null;
  const newest = home.data[NEWEST_POSTS_FIELD];
  const count = home.data[POST_COUNT_FIELD];
  // Each entry stands for its post: the cursor after the last one points at the post's own document.
  const documents = (Array.isArray(newest) ? newest : []).flatMap((entry): StoredDocument[] =>
    isRecord(entry) && typeof entry.postId === "string" && entry.postId !== ""
      ? [{ id: entry.postId, path: `${POSTS_COLLECTION}/${entry.postId}`, data: entry }]
      : [],
  );
  return { ...pageOf(documents), total: typeof count === "number" ? count : null };
}

/**
 * The home list's first page from an answer of `/api/home`'s shape (the endpoint's, or the one the server
 * wrote into the home page's HTML): the same posts and cursor whichever way it came.
 */
export function homeFromAnswer(answer: HomeAnswer): Home {
  const documents = answer.posts.map((entry): StoredDocument => ({
    id: entry.postId,
    path: `${POSTS_COLLECTION}/${entry.postId}`,
    data: { ...entry, createdAt: exactTime(entry.createdAt) },
  }));
  return { ...pageOf(documents), total: answer.total };
}

/** A post in the shape an endpoint (or a post's page's HTML) sends it, as the page shows it; null when it is not one. */
export function postFromListed(value: unknown): Post | null {
  if (!isListedPost(value)) return null;
  return postFromFields(value.postId, { ...value, createdAt: exactTime(value.createdAt) });
}

// The home page's HTML preloads `/api/home`; the page's first read of the home list takes that answer. Later
// reads (Retry, coming back from another page), and a page opened elsewhere (its HTML preloads nothing), read
// the home document itself, as fresh as it is.
let preloadUnused = true;
const HOME_PRELOAD = `link[rel="preload"][href="${HOME_ENDPOINT}"]`;

/**
 * How long the page waits for that answer before reading Firestore instead: a guard against an instance that
 * hangs (the function's own timeout is 10 s), well above a cold start (the request has been under way since
 * the HTML, while the app's code downloaded).
 */
export const HOME_ENDPOINT_WAIT_MS = 3000;

/**
 * The home document's content from `/api/home` on the page's own origin (the HTML's preload, answered by the
 * CDN), or undefined when the page should read Firestore instead: not its first read, nothing preloaded, no home
 * document yet,
 * or the endpoint failed (said in the console; the reader then falls back to Firestore).
 */
async function fetchPreloadedHome(signal?: AbortSignal): Promise<Home | undefined> {
  if (!preloadUnused) return undefined;
  preloadUnused = false;
  if (typeof document === "undefined" || !document.querySelector(HOME_PRELOAD)) return undefined;
  const wait = new AbortController();
  const stop = () => wait.abort();
  signal?.addEventListener("abort", stop);
  const timer = setTimeout(stop, HOME_ENDPOINT_WAIT_MS);
  try {
    // As the preload asked it (no extra headers, same credentials mode), so the browser hands over that answer.
    const response = await fetch(HOME_ENDPOINT, { signal: wait.signal });
    if (!response.ok) throw new Error(`${HOME_ENDPOINT} answered ${response.status}`);
    const answer: unknown = await response.json();
    if (!isHomeAnswer(answer)) throw new Error(`${HOME_ENDPOINT} answered something else`);
    return homeOfAnswer(answer);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn("Reading the home document from Firestore instead", error);
    return undefined;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}

/** `/api/home`'s answer as the home list holds it; undefined when there is no home document yet. */
function homeOfAnswer(answer: HomeAnswer): Home | undefined {
  if (answer.total === null && answer.posts.length === 0) return undefined;
  return homeFromAnswer(answer);
}

/**
 * The home document's content through the CDN (`/api/home`, at most a few seconds old), for showing the posts
 * a poll announced without a Firestore read; null when there is no home document yet. Throws when it fails.
 */
export async function fetchSiteHome(signal?: AbortSignal): Promise<Home | null> {
  const response = await fetch(HOME_ENDPOINT, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${HOME_ENDPOINT} answered ${response.status}`);
  const answer: unknown = await response.json();
  if (!isHomeAnswer(answer)) throw new Error(`${HOME_ENDPOINT} answered something else`);
  return homeOfAnswer(answer) ?? null;
}

/**
 * The home page's first view: from the home document (on the page's first read, its copy preloaded from
 * `/api/home`), or read from the public posts when there is none yet; with the posts this tab made lately
 * (as their callables returned them) placed where they belong, for any the home document does not list yet.
 */
export async function fetchFirstHomePage(signal?: AbortSignal): Promise<Home> {
  const home = (await fetchPreloadedHome(signal)) ?? (await fetchHome(signal));
  return withOwnPosts(home ?? { ...(await fetchNewestPage(null, signal)), total: null });
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
  const unlisted = own
    .filter((post) => !listed.has(post.postId))
    .flatMap((post) => postFromFields(post.postId, { ...post, createdAt: new Date(post.createdAt) }) ?? []);
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
 * hidden, deleted or unlisted posts have no public document.
 */
export async function fetchPost(postId: string, signal?: AbortSignal): Promise<Post | null> {
  if (!POST_ID.test(postId)) return null;
  const document = await getDocument(`${POSTS_COLLECTION}/${postId}`, signal);
  if (document) return postFromFields(document.id, document.data);
  // Just posted from this tab ("Posted! — view it"): shown as the callable returned it until its trigger
  // has made the public document.
  const own = ownPosts().find((post) => post.postId === postId);
  return own ? postFromFields(own.postId, { ...own, createdAt: new Date(own.createdAt) }) : null;
}
