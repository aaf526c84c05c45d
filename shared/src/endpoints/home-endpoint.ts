import * as z from "../zod-mini.js";
import type { ListedPost } from "../listed-post.js";
import { count, listedPostAnswer } from "../read-schemas.js";

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

/** HOME_CACHE_CONTROL's `s-maxage` in milliseconds: the longest a CDN copy of the answer may be behind. */
export const HOME_CACHE_MS = 5_000;

/**
 * Its answer: the count (null: none yet) and the newest page, each post's time as RFC 3339 text to the
 * nanosecond. The function parses what it is about to send with it, so a malformed home document becomes a
 * 503 rather than a cached answer the page cannot read; the page parses what it got with it.
 */
export const homeAnswer = z.object({
  total: z.nullable(count()),
  posts: z.array(listedPostAnswer),
});
export type HomeAnswer = z.infer<typeof homeAnswer>;

// The answer's posts and the listed post every side builds stay one shape.
export const homeAnswerMatches: HomeAnswer["posts"][number] extends ListedPost<string>
  ? ListedPost<string> extends HomeAnswer["posts"][number]
    ? true
    : never
  : never = true;

/**
 * The home page's static shell as the web build writes it (web/index.html, moved there by web/vite.config.ts
 * so that Hosting sends `/` to the `homeHtml` function, which renders the first page of posts into it).
 */
export const HOME_SHELL_PATH = "/pages/home.html";
