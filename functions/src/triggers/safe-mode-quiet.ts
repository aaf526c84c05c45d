import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { safeModeSettings } from "../lib/limits-config.js";
import { endQuietSafeMode } from "../services/moderation/safe-mode.js";

/**
 * Every 10 minutes: turns off safe mode that turned itself on, once the rate of new identities' posts has
 * stayed under its threshold for the quiet period (an hour by default; decision 0131). One read when it is off.
 */
export const endQuietSafeModeTask = onSchedule({ schedule: "every 10 minutes", timeoutSeconds: 60 }, async () => {
  if (await endQuietSafeMode(safeModeSettings())) logger.info("Safe mode turned off after a quiet period.");
});
