import * as z from "../zod-mini.js";
import { LOG_ACTIONS, LOG_ACTORS } from "../moderation.js";

/**
 * `/api/moderation-log[?after=<cursor>]` (a Hosting rewrite to the `moderationLogPage` function): one page of
 * the public moderation log, newest hour first. The log's documents are readable by the functions only: a
 * document a client lists carries its commit time (`createTime`) whatever the field mask, and the lines of one
 * action share one commit, so listing the collection would group them (docs/decisions/0087). This answer holds
 * only what the page shows.
 */
export const MODERATION_LOG_ENDPOINT = "/api/moderation-log";

/**
 * How long the CDN may keep an answer: as briefly as `/api/home`, so that a title redacted when its post leaves
 * public view leaves the log within seconds too. Browsers keep none.
 */
export const MODERATION_LOG_CACHE_CONTROL = "public, max-age=0, s-maxage=5";

/** Lines a page holds (fixed: one page size is one cache key, and no request can ask for more). */
export const MODERATION_LOG_PAGE_SIZE = 25;

/**
 * What a cursor may be: a log line's document id (random, so it says nothing), as the `after` parameter. Any
 * other text is a 400; Firestore's reserved `__…__` ids are refused too.
 */
const CURSOR = /^[A-Za-z0-9_-]{1,64}$/;
export const isLogCursor = (value: string): boolean => CURSOR.test(value) && !/^__.*__$/.test(value);

/**
 * The one spelling of a page's query string (without `?`): "" for the first page, `after=<cursor>` for the
 * others. Any other spelling (another parameter, an empty `?`) is answered with a
 * 301 to this one, so that one page is one CDN copy (docs/decisions/0046).
 */
export const logPageQuery = (after: string | null): string => (after === null ? "" : `after=${after}`);

/** The address of a page (the web app asks exactly this). */
export const logPageUrl = (after: string | null): string =>
  after === null ? MODERATION_LOG_ENDPOINT : `${MODERATION_LOG_ENDPOINT}?${logPageQuery(after)}`;

/** The start of a clock hour, as RFC 3339: `…:00:00.000Z`. */
const HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/;

/**
 * One line as the endpoint gives it: what the page shows and nothing else. `hour` is the start of the clock
 * hour of the line (RFC 3339, `…:00:00.000Z`): the finest time the log states (decision 0034). No id, no
 * exact time, no commit time.
 */
export const logAnswerLine = z.object({
  action: z.literal(LOG_ACTIONS),
  by: z.literal(LOG_ACTORS),
  reason: z.string(),
  title: z.optional(z.string()),
  hour: z.string().check(z.refine((hour) => HOUR.test(hour))),
});
export type LogAnswerLine = z.infer<typeof logAnswerLine>;

/** The answer: a page of lines, and the `after` of the next page (null: the last page). */
export const moderationLogAnswer = z.object({
  lines: z.array(logAnswerLine),
  next: z.nullable(z.string().check(z.refine(isLogCursor))),
});
export type ModerationLogAnswer = z.infer<typeof moderationLogAnswer>;
