import { moderationAppeals as contract, SIGN_IN_TO_MODERATE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { requireModerator } from "../services/moderation/moderators.js";
import { waitingAppeals } from "../services/moderation/notices.js";

/** Moderators only: the waiting appeals, oldest first, never saying who wrote or who acted (decision 0129). */
export const moderationAppeals = signedInCallable(contract, SIGN_IN_TO_MODERATE_MESSAGE, async (_input, caller) => {
  await requireModerator(caller.account);
  return { appeals: await waitingAppeals(caller.uid) };
});
