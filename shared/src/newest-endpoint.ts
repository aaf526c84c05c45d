import * as z from "./zod-mini.js";
import { count } from "./read-schemas.js";

/**
 * `/api/newest` (a Hosting rewrite to the `newestPost` function): what an open page polls to learn whether
 * anything is newer than what it shows, answered from the CDN's cache (docs/decisions/0019, 0047). Same
 * origin as the page; never a 404, which the CDN would keep.
 */
export const NEWEST_ENDPOINT = "/api/newest";

/**
 * Its answer: the newest listed post's id and the count, as the home document has them (null: none yet), and
 * the times of the newest page, so that a tab can count the posts newer than the newest it shows without
 * reading them: `at` is the newest post's time (milliseconds since the epoch), `before` how many milliseconds
 * each post of the page, newest first, is older than it (the first is 0). About 250 bytes for a full page.
 * `at` and `before` are absent on an empty board (and from a function deployed before them).
 */
export const newestAnswer = z.object({
  newest: z.nullable(z.string()),
  total: z.nullable(z.number()),
  at: z.optional(count()),
  before: z.optional(z.array(count())),
});
export type NewestAnswer = z.infer<typeof newestAnswer>;

/** How often an open home page asks (and whenever the tab becomes visible again). */
export const NEWEST_POLL_MS = 30_000;

/**
 * How long browsers and the CDN may keep an answer: as briefly as `/api/home`, so that a tab polling every
 * 30 s announces a post within 35 s (p95: the poll's wait plus the CDN copy's age plus the build's second;
 * docs/benchmark.md, idle tab). Browsers keep none: each poll asks the CDN.
 */
export const NEWEST_CACHE_CONTROL = "public, max-age=0, s-maxage=5";

/** The answer's times for a page of posts given their times in milliseconds, newest first. */
export function pageTimes(millis: number[]): Pick<NewestAnswer, "at" | "before"> {
  const at = millis[0];
  return at === undefined ? {} : { at, before: millis.map((time) => Math.max(0, at - time)) };
}

/**
 * How many posts of the answer's page are newer than `since` (the newest post a tab shows, in milliseconds;
 * null: it shows none), and whether that is all of them (false: the whole page is newer, more may lie
 * beyond). Null when the answer has no times. A post in the same millisecond as `since` is not counted: it
 * is announced with the next one (`/api/home`, read when the posts are shown, places it exactly).
 */
export function newerThan(
  answer: NewestAnswer,
  since: number | null,
  pageSize: number,
): { count: number; complete: boolean } | null {
  if (answer.at === undefined || answer.before === undefined) return null;
  const { at, before } = answer;
  const count = since === null ? before.length : before.filter((older) => at - older > since).length;
  return { count, complete: count < before.length || before.length < pageSize };
}
