import "../zod-config.js";
import { z } from "zod";
import { NOTE_SOURCES, REPORT_OUTCOMES, REPORT_REASONS } from "../moderation.js";
import { defineCallable } from "./callable-contract.js";
import { postVersionAnswer } from "./listed-post-reply.js";
import { requestObject } from "../fields.js";

export const queueItem = z.object({
  postId: z.string(),
  /**
   * Set on a reported reply's entry: then `title` and `link` are its post's (for context), `details` and
   * `author` are the reply's text and name, `postedAt`, `hidden` and `hiddenReason` the reply's.
   */
  replyId: z.string().optional(),
  /** When the post was made. */
  postedAt: z.iso.datetime().optional(),
  /** A post's entry: when its author last edited it (issue #48). */
  editedAt: z.iso.datetime().optional(),
  /**
   * A post's entry: what its author's edits replaced, oldest first, each with when it began to be shown and
   * when it was replaced (never public: moderators judge what was reported against what came before).
   */
  versions: z.array(postVersionAnswer).optional(),
  title: z.string().optional(),
  details: z.string().optional(),
  link: z.string().optional(),
  author: z.string().optional(),
  hidden: z.boolean(),
  hiddenReason: z.string().optional(),
  /** How many reports, by reason. */
  reasons: z.partialRecord(z.enum(REPORT_REASONS), z.number().int()),
  /**
   * One note per report at most: accounts with standing first, then other accounts, then signed-out visitors,
   * oldest first within each, each source capped (see docs/moderation.md).
   */
  notes: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      note: z.string(),
      at: z.iso.datetime(),
      from: z.enum(NOTE_SOURCES),
    }),
  ),
  /** Reports, one per voice (an account, or a signed-out visitor's identity). */
  reports: z.number().int(),
  /** How many of them came from signed-in accounts (not anonymous identities). */
  accounts: z.number().int(),
  /** How many accounts with standing counted toward hiding the post. */
  counted: z.number().int(),
  /** Reports since a moderator last acted on a reviewed entry (it keeps its place; Hide acknowledges them). */
  newReports: z.number().int(),
  /** When this round of reports began (the first report since the last Keep), and the latest report. */
  firstReportAt: z.iso.datetime().optional(),
  lastReportAt: z.iso.datetime(),
  /** Whether a moderator has acted on the post (hid or restored it); reports since are `newReports`. */
  reviewed: z.boolean(),
  /** A post's entry: safe mode holds it, for Approve or Decline (decision 0131). */
  held: z.boolean().optional(),
});
export type QueueItem = z.infer<typeof queueItem>;

export const QUEUE_CURSOR_MESSAGE = "This page of the queue is out of date. Please reload the page.";

/**
 * `moderationQueue`: one page of reported or hidden posts, hidden posts nobody has reviewed first, then
 * reported posts still up, then posts a moderator already acted on; oldest first within each. `next` is
 * the cursor of the following page (absent on the last); the first page also says whether safe mode is on.
 * Moderators only.
 */
export const moderationQueue = defineCallable({
  name: "moderationQueue",
  input: requestObject({
    cursor: z.string({ error: QUEUE_CURSOR_MESSAGE }).max(200, { error: QUEUE_CURSOR_MESSAGE }).optional(),
  }),
  output: z.object({
    items: z.array(queueItem),
    next: z.string().optional(),
    /** On the first page (no cursor): whether safe mode for new identities is on (decision 0131). */
    safeMode: z.boolean().optional(),
  }),
});

export const myReport = z.object({
  postId: z.string(),
  /** A reply's report: the reply (its id is public, in its thread); never who wrote it (decision 0121). */
  replyId: z.string().optional(),
  /** A reply's report: whether its post is up, so its thread can be linked. */
  threadUp: z.boolean().optional(),
  /** The post's title while it is up (a reply's report: its post's title). */
  title: z.string().optional(),
  reason: z.enum(REPORT_REASONS),
  reportedAt: z.iso.datetime(),
  outcome: z.enum(REPORT_OUTCOMES),
});
export type MyReport = z.infer<typeof myReport>;

export const SIGN_IN_FOR_REPORTS_MESSAGE = "Sign in to see your reports.";

/** `myReports`: the signed-in caller's newest 50 reports and what became of each. */
export const myReports = defineCallable({
  name: "myReports",
  input: requestObject({}),
  output: z.object({ reports: z.array(myReport) }),
});
