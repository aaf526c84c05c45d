import type { ListedPost } from "./listed-post.js";

/**
 * `/api/home` (a Hosting rewrite to the `homePage` function): the home document's public content, the count
 * and the newest page, for a first visit's first paint. The home page's HTML preloads it, so it downloads
 * alongside the app's code, from the page's own origin (no connection to Firestore's). Never a 404, which the
 * CDN would keep: no home document yet is `{ total: null, posts: [] }`, a failure a 503.
 */
export const HOME_ENDPOINT = "/api/home";

/**
 * How long the CDN may keep an answer: 5 s, shorter than `/api/newest`'s, because this one holds posts, and a
 * hidden post must leave a first view within seconds. Browsers keep none (`max-age=0`; the page's own preload
 * is still handed to its fetch): a reload asks again. docs/decisions/0019.
 */
export const HOME_CACHE_CONTROL = "public, max-age=0, s-maxage=5";

/** Its answer: the count (null: none yet) and the newest page, each post's time as RFC 3339 text to the nanosecond. */
export interface HomeAnswer {
  total: number | null;
  posts: ListedPost<string>[];
}

const TEXT_FIELDS = ["title", "details", "link", "author"] as const;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whether `value` is one post of such an answer (its time as RFC 3339 text): also the shape in which `/p/{id}`
 * writes its post into the page's HTML.
 */
export function isListedPost(value: unknown): value is ListedPost<string> {
  if (!isRecord(value)) return false;
  const { postId, createdAt } = value;
  return (
    typeof postId === "string" &&
    postId !== "" &&
    typeof createdAt === "string" &&
    TIME.test(createdAt) &&
    !Number.isNaN(Date.parse(createdAt)) &&
    TEXT_FIELDS.every((field) => value[field] === undefined || typeof value[field] === "string")
  );
}

/**
 * Whether `value` is an answer of that shape. The web checks it without zod, which the home page never loads;
 * `homeAnswer` (home-answer-schema.ts) is the same contract in zod, for the function, and a property test
 * holds the two to the same verdicts.
 */
export function isHomeAnswer(value: unknown): value is HomeAnswer {
  if (!isRecord(value)) return false;
  const { total, posts } = value;
  return (
    (total === null || (typeof total === "number" && Number.isSafeInteger(total) && total >= 0)) &&
    Array.isArray(posts) &&
    posts.every(isListedPost)
  );
}

/**
 * The home page's static shell as the web build writes it (web/index.html, moved there by web/vite.config.ts
 * so that Hosting sends `/` to the `homeHtml` function, which renders the first page of posts into it).
 */
export const HOME_SHELL_PATH = "/pages/home.html";
