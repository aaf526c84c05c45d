import { LOG_ACTIONS, LOG_ACTORS, type LogAction, type LogActor } from "./moderation.js";

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
 * One line as the endpoint gives it: what the page shows and nothing else. `hour` is the start of the clock
 * hour of the line (RFC 3339, `…:00:00.000Z`): the finest time the log states (decision 0034). No id, no
 * exact time, no commit time.
 */
export interface LogAnswerLine {
  action: LogAction;
  by: LogActor;
  reason: string;
  title?: string;
  hour: string;
}

/** The answer: a page of lines, and the `after` of the next page (null: the last page). */
export interface ModerationLogAnswer {
  lines: LogAnswerLine[];
  next: string | null;
}

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

const HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

/** Whether `value` is a line of that shape. */
export function isLogAnswerLine(value: unknown): value is LogAnswerLine {
  if (!isRecord(value)) return false;
  const { action, by, reason, title, hour } = value;
  return (
    oneOf(LOG_ACTIONS, action) &&
    oneOf(LOG_ACTORS, by) &&
    typeof reason === "string" &&
    (title === undefined || typeof title === "string") &&
    typeof hour === "string" &&
    HOUR.test(hour)
  );
}

/** Whether `value` is an answer of that shape (the web checks what it got before it shows it). */
export function isModerationLogAnswer(value: unknown): value is ModerationLogAnswer {
  if (!isRecord(value)) return false;
  const { lines, next } = value;
  return (
    Array.isArray(lines) &&
    lines.every(isLogAnswerLine) &&
    (next === null || (typeof next === "string" && isLogCursor(next)))
  );
}
