import { moderationQueue as contract, SIGN_IN_TO_MODERATE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { requireModerator } from "../services/moderation/moderators.js";
import { readQueue } from "../services/moderation/moderation-queue.js";
import { safeModeIsOn } from "../services/moderation/safe-mode.js";

/** The moderation queue, a page at a time, for moderators only. */
export const moderationQueue = signedInCallable(contract, SIGN_IN_TO_MODERATE_MESSAGE, async ({ cursor }, caller) => {
  await requireModerator(caller.account);
  // The first page also carries safe mode's state, for the switch above the queue (decision 0131): one read.
  if (cursor !== undefined) return readQueue(cursor);
  const [page, safeMode] = await Promise.all([readQueue(), safeModeIsOn()]);
  return { ...page, safeMode };
});
