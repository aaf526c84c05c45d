import "../zod-config.js";
import { z } from "zod";
import { REPORTS_COLLECTION } from "../firestore-schema.js";
import { storedTime } from "./stored-time.js";

export { REPORTS_COLLECTION };

/** On a report: it counted toward auto-hide (and may be overturned). */
export const COUNTED_FIELD = "counted";

/**
 * `reports/{postId}_{reporter hash}`: one voice's report of one post (docs/data.md). `reason` is text rather
 * than one of REPORT_REASONS: "Your reports" leaves out a report whose reason is no longer offered.
 */
export const reportDocument = z.object({
  postId: z.string(),
  /** A reply's report (`reports/{postId}_{replyId}_{reporter hash}`): the reply reported. */
  replyId: z.string().optional(),
  reason: z.string(),
  note: z.string().optional(),
  /** The verified caller's uid, for "Your reports". */
  uid: z.string().optional(),
  /** The title as reported (never a hidden post's). */
  title: z.string().optional(),
  [COUNTED_FIELD]: z.boolean().optional(),
  overturnedAt: storedTime.optional(),
  createdAt: storedTime,
});
export type ReportDocument = z.output<typeof reportDocument>;
