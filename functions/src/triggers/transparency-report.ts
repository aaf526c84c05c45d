import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { buildMissingReports } from "../services/moderation/transparency-report.js";

/**
 * Daily, half an hour into the day (UTC): builds the transparency report of each ended month that has none
 * (services/moderation/transparency-report.ts), so a month's report is there within an hour of its end, and
 * a day the run fails is made up the next. Idempotent: a built month is never built again.
 */
export const buildTransparencyReports = onSchedule(
  { schedule: "every day 00:30", timeZone: "UTC", timeoutSeconds: 540 },
  async () => {
    logger.info("Transparency reports built", { months: await buildMissingReports() });
  },
);
