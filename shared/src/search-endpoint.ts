import type { ListedPost } from "./listed-post.js";

/**
 * `/api/search?q=<term>[&after=<cursor>]` (a Hosting rewrite to the `searchPosts` function): one page of the
 * posts matching every word of the term, newest first. The search index stays with the functions (no client
 * may read it), so a search downloads its results and nothing else (docs/decisions/0039).
 */
export const SEARCH_ENDPOINT = "/api/search";

/**
 * How long the CDN may keep an answer: as long as `/api/home` (a hidden post must leave every public view
 * within seconds), so a term searched by many at once costs one run every 5 s. Browsers keep none.
 */
export const SEARCH_CACHE_CONTROL = "public, max-age=0, s-maxage=5";

/**
 * The query string of the one URL `/api/search` answers for a canonical term (`canonicalSearchTerm`) and a
 * page's cursor: `q` first, then `after`, written as `URLSearchParams` writes them (a space as `+`). Any
 * other spelling of the same request (other parameters, another order or encoding, the term spelled apart)
 * is a 301 to this one, which reads nothing; the web app asks this URL directly (docs/decisions/0091).
 * An empty term has no pages: its cursor is left out.
 */
export function searchQueryOf(canonicalTerm: string, after: string | null): string {
  const query = new URLSearchParams({ q: canonicalTerm });
  if (after !== null && canonicalTerm !== "") query.set("after", after);
  return query.toString();
}

/** Longest term the endpoint answers (characters); longer is a 400. The search box holds far less in view. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/**
 * Its answer: the matching posts (each time as RFC 3339 text to the nanosecond), where the next page starts
 * (null: the index holds no more candidates), and how many candidates this page read and checked.
 */
export interface SearchAnswer {
  posts: ListedPost<string>[];
  next: string | null;
  scanned: number;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{9}Z$/;

/** Where a page stops: the last candidate read, as its time (RFC 3339, to the nanosecond) and its post id. */
export interface SearchPosition {
  time: string;
  postId: string;
}

/** The `after` parameter for a position: opaque to the page, which passes it back as it came. */
export function searchCursorOf(position: SearchPosition): string {
  return `${position.time}/${position.postId}`;
}

/** The position an `after` parameter names, or null when it names none (a 400). */
export function searchPositionOf(cursor: string): SearchPosition | null {
  const slash = cursor.indexOf("/");
  const time = cursor.slice(0, slash);
  const postId = cursor.slice(slash + 1);
  if (slash === -1 || !TIME.test(time) || Number.isNaN(Date.parse(time))) return null;
  if (postId === "" || postId.length > 1500 || postId.includes("/")) return null;
  return { time, postId };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const TEXT_FIELDS = ["title", "details", "link", "author"] as const;

function isListedPost(value: unknown): value is ListedPost<string> {
  if (!isRecord(value)) return false;
  const { postId, createdAt } = value;
  return (
    typeof postId === "string" &&
    postId !== "" &&
    typeof createdAt === "string" &&
    TIME.test(createdAt) &&
    TEXT_FIELDS.every((field) => value[field] === undefined || typeof value[field] === "string")
  );
}

/** Whether `value` is an answer of that shape (the web checks what it got before it shows it). */
export function isSearchAnswer(value: unknown): value is SearchAnswer {
  if (!isRecord(value)) return false;
  const { posts, next, scanned } = value;
  return (
    Array.isArray(posts) &&
    posts.every(isListedPost) &&
    (next === null || (typeof next === "string" && searchPositionOf(next) !== null)) &&
    typeof scanned === "number" &&
    Number.isSafeInteger(scanned) &&
    scanned >= 0
  );
}
