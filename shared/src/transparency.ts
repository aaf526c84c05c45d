// The monthly transparency report (`/transparency`, issue #48 item 5): its rows in the order the page shows
// them and what each one counts, the rule that keeps small counts vague, and a month's document as the browser
// reads it. One table, TRANSPARENCY_SECTIONS, drives both the scheduled build (functions/src/services/
// moderation/transparency-report.ts) and the page: a new kind of moderation log line is one more entry in a
// row's `kinds` (or one more row), and nothing else changes (docs/moderation.md, "The transparency report";
// docs/decisions/0130).
import * as z from "./zod-mini.js";
import { isCount } from "./read-schemas.js";
// Types only: moderation.ts's values would make it a chunk of its own in the web build, which every page's
// import on the home route's first load would then list (docs/decisions/0130).
import type { LogAction, LogActor, ReportReason } from "./moderation.js";

/**
 * Public, read-only: one document per ended month (`{YYYY-MM}`), written only by the scheduled
 * `buildTransparencyReports` (docs/data.md). Here rather than in firestore-schema.ts, whose names the home
 * route's first load carries.
 */
export const TRANSPARENCY_REPORTS_COLLECTION = "transparencyReports";

/** The report's page (a Hosting rewrite to the `transparencyPage` function). */
export const TRANSPARENCY_PATH = "/transparency";

/** The smallest count the report states exactly: anything under it is FEWER_THAN_5, zero included. */
export const SMALLEST_COUNT_SHOWN = 5;

/** What the report says, and stores, for a count under SMALLEST_COUNT_SHOWN. */
export const FEWER_THAN_5 = "fewer than 5";

/** One cell as stored and shown: a count of at least 5, or FEWER_THAN_5; never an exact small count. */
export type TransparencyCell = number | typeof FEWER_THAN_5;

/** The count as the report may publish it: under 5 (0 included) it is only "fewer than 5". */
export const bucketedCount = (count: number): TransparencyCell => (count < SMALLEST_COUNT_SHOWN ? FEWER_THAN_5 : count);

/** A moderation log line's kind: who acted, as a role, and what they did ("moderator hidden"). */
export type LogLineKind = `${LogActor} ${LogAction}`;

/** Where a row's count comes from, all within the month (UTC). */
export type RowSource =
  /** Public posts (`posts`) with a `createdAt` in the month: those deleted or hidden before the count are not in it. */
  | { from: "posts" }
  /** Public replies (`listedReplies`, every thread) with a `createdAt` in the month, as for posts. */
  | { from: "replies" }
  /** Reports filed in the month for this reason (a report of a post or of a reply). */
  | { from: "reports"; reason: ReportReason }
  /** Log lines of these kinds in the month. */
  | { from: "log"; kinds: readonly LogLineKind[] }
  /** Log lines of any kind no row names (a kind added to the log before a row was): logged by the build. */
  | { from: "log-unnamed" }
  /**
   * Hours safe mode was on within the month, from its switch lines (and the last one before the month): to
   * the nearest hour, as each line's time is a random instant within its hour (decision 0034).
   */
  | { from: "safe-mode-hours" }
  /**
   * The median of the month's moderator decisions' waits (`decisionTimes`), in minutes; "fewer than 5" when
   * fewer than 5 decisions were made, as a median of so few could point at one case.
   */
  | { from: "decision-minutes" }
  /** Appeals made in the month (`moderationNotices` by `appealedAt`; decision 0129). */
  | { from: "appeals" };

export interface TransparencyRow {
  /** The row's key in a month's `rows` (stable: a month once built keeps its keys). */
  id: string;
  label: string;
  source: RowSource;
}

export interface TransparencySection {
  heading: string;
  rows: readonly TransparencyRow[];
}

/**
 * The report, section by section. A log line counts in the row that names its kind; lines by "author" (an
 * author's own deletion, from before it stopped being logged) are not moderation and count nowhere. A row
 * added later shows "not counted" for the months built before it.
 */
export const TRANSPARENCY_SECTIONS: readonly TransparencySection[] = [
  {
    heading: "Published",
    rows: [
      { id: "posts", label: "Posts published", source: { from: "posts" } },
      { id: "replies", label: "Replies published", source: { from: "replies" } },
    ],
  },
  {
    heading: "Reports by reason",
    // Every reason the report dialog offers, in its order and words (transparency.test.ts holds them to
    // REPORT_REASONS and REPORT_REASON_LABELS).
    rows: (
      [
        ["hate", "Hate or harassment"],
        ["sexual", "Sexual content"],
        ["violence", "Violence"],
        ["personal-info", "Personal information (doxxing)"],
        ["scam", "Scam"],
        ["spam", "Spam"],
        ["copyright", "Copyright (DMCA)"],
        ["other", "Something else"],
      ] satisfies [ReportReason, string][]
    ).map(([reason, label]) => ({ id: `reports-${reason}`, label, source: { from: "reports", reason } })),
  },
  {
    heading: "Actions by kind",
    rows: [
      {
        id: "auto-hidden",
        label: "Hidden after reports, pending review",
        source: { from: "log", kinds: ["reports hidden"] },
      },
      { id: "hidden", label: "Hidden by a moderator", source: { from: "log", kinds: ["moderator hidden"] } },
      { id: "removed", label: "Removed by a moderator", source: { from: "log", kinds: ["moderator deleted"] } },
      { id: "restored", label: "Restored by a moderator", source: { from: "log", kinds: ["moderator restored"] } },
      { id: "kept", label: "Reports dismissed", source: { from: "log", kinds: ["moderator kept"] } },
      {
        id: "suspended",
        label: "Authors suspended",
        source: { from: "log", kinds: ["moderator suspended", "administrator suspended"] },
      },
      {
        id: "replies-closed",
        label: "Threads closed or reopened by a moderator",
        source: { from: "log", kinds: ["moderator closed", "moderator reopened"] },
      },
      {
        id: "administrator",
        label: "Hidden, restored or removed by an administrator",
        source: {
          from: "log",
          kinds: ["administrator hidden", "administrator restored", "administrator deleted", "administrator kept"],
        },
      },
      { id: "other", label: "Other moderation actions", source: { from: "log-unnamed" } },
    ],
  },
  {
    // One appeal per action, decided by another moderator (decision 0129).
    heading: "Appeals",
    rows: [
      { id: "appeals-made", label: "Appeals made by authors", source: { from: "appeals" } },
      {
        id: "appeals-upheld",
        label: "Decided: the action stands",
        source: { from: "log", kinds: ["moderator appeal-upheld", "administrator appeal-upheld"] },
      },
      {
        id: "appeals-reversed",
        label: "Decided: the action was reversed",
        source: { from: "log", kinds: ["moderator appeal-reversed", "administrator appeal-reversed"] },
      },
    ],
  },
  {
    heading: "Time to a decision",
    rows: [
      {
        id: "decision-median-minutes",
        label: "Median minutes from a report (or a held post) to a moderator's decision",
        source: { from: "decision-minutes" },
      },
    ],
  },
  {
    // Safe mode for new identities (decision 0131): its switches and what became of the posts it held.
    heading: "Safe mode",
    rows: [
      {
        id: "safe-mode-on-moderator",
        label: "Turned on by a moderator",
        source: { from: "log", kinds: ["moderator safe-mode-on"] },
      },
      {
        id: "safe-mode-on-automatic",
        label: "Turned on by itself, in a wave of new identities",
        source: { from: "log", kinds: ["automatic safe-mode-on"] },
      },
      {
        id: "safe-mode-off",
        label: "Turned off, by a moderator or by itself after a quiet hour",
        source: { from: "log", kinds: ["moderator safe-mode-off", "automatic safe-mode-off"] },
      },
      { id: "safe-mode-hours", label: "Hours it was on", source: { from: "safe-mode-hours" } },
      {
        id: "safe-mode-held-approved",
        label: "Held posts and replies approved",
        source: { from: "log", kinds: ["moderator approved"] },
      },
      {
        id: "safe-mode-held-declined",
        label: "Held posts and replies declined",
        source: { from: "log", kinds: ["moderator declined"] },
      },
    ],
  },
];

/** Every row, in the page's order. */
export const TRANSPARENCY_ROWS: readonly TransparencyRow[] = TRANSPARENCY_SECTIONS.flatMap(({ rows }) => rows);

/** A report's month: `YYYY-MM`, a calendar month in UTC. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isReportMonth = (text: string): boolean => MONTH.test(text);

/** The month (UTC) that `at` falls in. */
export const reportMonthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The month's first instant and the next month's (UTC): the month is [start, end). */
export function monthRange(month: string): { start: Date; end: Date } {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`${month} is not a month (YYYY-MM)`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

/** The month after `month`. */
export const nextMonth = (month: string): string => reportMonthOf(monthRange(month).end);

/** Months the page shows, newest first: two years. The page reads one document each, at most. */
export const TRANSPARENCY_MONTHS_SHOWN = 24;

/**
 * How long the CDN keeps `/transparency`: a month's report never changes once built, and a new one comes once
 * a month, so five minutes; browsers ask again each time (a deploy never leaves them an old page's scripts).
 */
export const TRANSPARENCY_CACHE_CONTROL = "public, max-age=0, s-maxage=300";

const cell = z.union([
  z.literal(FEWER_THAN_5),
  z.number().check(z.refine((count) => isCount(count) && count >= SMALLEST_COUNT_SHOWN)),
]);

/**
 * One month's report as stored (`transparencyReports/{YYYY-MM}`, public) and as the page reads it: the month
 * and each row's cell by the row's id. Nothing else: no time of building, no exact small count.
 */
export const transparencyMonthAnswer = z.object({
  month: z.string().check(z.refine(isReportMonth)),
  rows: z.record(z.string(), cell),
});
export type TransparencyMonth = z.infer<typeof transparencyMonthAnswer>;

/** The page's data: the months built, newest first, at most TRANSPARENCY_MONTHS_SHOWN. */
export const transparencyAnswer = z.array(transparencyMonthAnswer);

/** The route data `/transparency` is drawn from (rendered-page.ts), as the page's own code reads it back. */
export const transparencyRouteData = z.object({ route: z.literal("transparency"), data: transparencyAnswer });
export type TransparencyRouteData = z.infer<typeof transparencyRouteData>;
