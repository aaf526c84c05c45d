import "../zod-config.js";
import { z } from "zod";
import { isReportMonth } from "../transparency.js";

/**
 * Server only: how long each moderator decision took, for the transparency report's median (decision 0130).
 * One document per decision, at a random id, holding its month and its length alone: no post, no moderator, no
 * exact time, so it ties nothing to anyone.
 */
export const DECISION_TIMES_COLLECTION = "decisionTimes";

/**
 * `decisionTimes/{random id}`: a moderator's first decision on a queue entry (Keep, Hide, Restore, Delete,
 * Approve, Decline), the month (UTC) it was made in and how long the entry had waited for it.
 */
export const decisionTimeDocument = z.object({
  month: z.string().refine(isReportMonth, "must be a month, YYYY-MM"),
  waitedMs: z.number().int().min(0),
});
export type DecisionTimeDocument = z.output<typeof decisionTimeDocument>;
