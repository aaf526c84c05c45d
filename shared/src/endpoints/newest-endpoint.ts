import * as z from "../zod-mini.js";
import { count } from "../read-schemas.js";

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

/**
 * How long a post may take to reach an open tab's notice at most (issue #46): the home build's delay, the
 * CDN copy's age and the wait for the next poll added up (`newPostNoticeBoundMs`, checked by a unit test).
 */
export const NEW_POST_NOTICE_MS = 10_000;

/**
 * The home build's delay at most: a post's build runs once its clock second is over (up to 1 s) and takes
 * tens of milliseconds in the emulator, longer in production (docs/scale.md, "The write path").
 */
export const HOME_BUILD_DELAY_MS = 2_000;

/** How often an open home page asks (and whenever the tab becomes visible again; never while it is hidden). */
export const NEWEST_POLL_MS = 5_000;

/**
 * How long browsers and the CDN may keep an answer: 3 s at the CDN, so that the build (2 s), the copy's age
 * (3 s) and the next poll (5 s) stay within NEW_POST_NOTICE_MS. Browsers keep none: each poll asks the CDN,
 * whose node calls the function (one read) at most once per 3 s however many tabs poll
 * (docs/decisions/0110).
 */
export const NEWEST_CACHE_CONTROL = "public, max-age=0, s-maxage=3";

/** The seconds a `Cache-Control` value lets the CDN keep a response (`s-maxage`), in milliseconds. */
export function sharedMaxAgeMs(cacheControl: string): number {
  const seconds = /(?:^|[ ,])s-maxage=(\d+)/.exec(cacheControl)?.[1];
  if (seconds === undefined) throw new Error(`No s-maxage in "${cacheControl}"`);
  return Number(seconds) * 1000;
}

/** The longest a post takes to reach an open tab's notice: the build, the CDN copy's age, the next poll. */
export const newPostNoticeBoundMs = (): number =>
  HOME_BUILD_DELAY_MS + sharedMaxAgeMs(NEWEST_CACHE_CONTROL) + NEWEST_POLL_MS;

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
