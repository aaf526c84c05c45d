import "../zod-config.js";
import { z } from "zod";
import { storedTime } from "./stored-time.js";

/** Server only: one document per account whose reports moderators overturned, keyed by uid. */
export const REPORTER_STANDING_COLLECTION = "reporterStanding";

/** `reporterStanding/{uid}`: until when the account's reports count for nothing; `expireAt` for the TTL. */
export const reporterStandingDocument = z.object({
  overturnedUntil: storedTime,
  expireAt: storedTime,
});
export type ReporterStandingDocument = z.output<typeof reporterStandingDocument>;
