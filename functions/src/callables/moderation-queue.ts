import { moderationQueue as contract, SIGN_IN_TO_MODERATE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { requireModerator } from "../services/moderation/moderators.js";
import { readQueue } from "../services/moderation/moderation-queue.js";

/** The moderation queue, a page at a time, for moderators only. */
export const moderationQueue = signedInCallable(contract, SIGN_IN_TO_MODERATE_MESSAGE, async ({ cursor }, caller) => {
  await requireModerator(caller.account);
  return readQueue(cursor);
});
