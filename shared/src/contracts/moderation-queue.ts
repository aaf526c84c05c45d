import { z } from "zod";
import { REPORT_OUTCOMES, REPORT_REASONS } from "../moderation.js";
import { defineCallable } from "./callable-contract.js";
import { requestObject } from "../fields.js";

export const queueItem = z.object({
  postId: z.string(),
  title: z.string().optional(),
  details: z.string().optional(),
  link: z.string().optional(),
  author: z.string().optional(),
  hidden: z.boolean(),
  hiddenReason: z.string().optional(),
  /** How many reports, by reason. */
  reasons: z.partialRecord(z.enum(REPORT_REASONS), z.number().int()),
  /** The latest notes, newest first. */
  notes: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string(), at: z.iso.datetime() })),
  reports: z.number().int(),
  /** Distinct reporters as counted for auto-hide (one per address; see docs/moderation.md). */
  reporters: z.number().int(),
  /** Every report came from one network address (never which). */
  oneAddress: z.boolean(),
  lastReportAt: z.iso.datetime(),
});
export type QueueItem = z.infer<typeof queueItem>;

/** `moderationQueue`: the newest 50 reported or hidden posts awaiting a moderator. Moderators only. */
export const moderationQueue = defineCallable({
  name: "moderationQueue",
  input: requestObject({}),
  output: z.object({ items: z.array(queueItem) }),
});

export const myReport = z.object({
  postId: z.string(),
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
