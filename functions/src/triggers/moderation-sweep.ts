import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { releaseOverduePosts } from "../services/accounts/kept-posts.js";
import { sweepModerationData } from "../services/moderation/moderation-sweep.js";

/**
 * Daily: forgets the address-derived keys older posts carry (the Privacy page's three days) and keeps the
 * moderation queue whole (see services/moderation/moderation-sweep.ts); and brings back any post a deleted account kept
 * whose release task never came (services/accounts/kept-posts.ts).
 */
export const sweepModerationDaily = onSchedule({ schedule: "every 24 hours", timeoutSeconds: 540 }, async () => {
  logger.info("Moderation sweep", await sweepModerationData());
  logger.info("Kept posts released late", await releaseOverduePosts());
});
