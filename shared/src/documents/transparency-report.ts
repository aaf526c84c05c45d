import "../zod-config.js";
import { z } from "zod";
import {
  FEWER_THAN_5,
  isReportMonth,
  SMALLEST_COUNT_SHOWN,
  TRANSPARENCY_REPORTS_COLLECTION,
  type TransparencyMonth,
} from "../transparency.js";

export { TRANSPARENCY_REPORTS_COLLECTION };

/**
 * `transparencyReports/{YYYY-MM}`: one ended month's transparency report (docs/data.md). Each row's cell is a
 * count of at least 5 or "fewer than 5": an exact small count is never stored, so it can never be read.
 */
export const transparencyReportDocument = z.object({
  month: z.string().refine(isReportMonth, "must be a month, YYYY-MM"),
  rows: z.record(z.string(), z.union([z.literal(FEWER_THAN_5), z.number().int().min(SMALLEST_COUNT_SHOWN)])),
});
export type TransparencyReportDocument = z.output<typeof transparencyReportDocument>;

// The document as stored and the month the page reads stay one shape.
export const transparencyReportMatches: TransparencyReportDocument extends TransparencyMonth
  ? TransparencyMonth extends TransparencyReportDocument
    ? true
    : never
  : never = true;
