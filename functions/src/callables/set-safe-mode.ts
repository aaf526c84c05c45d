import { setSafeMode as contract, SIGN_IN_TO_MODERATE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { safeModeSettings } from "../lib/limits-config.js";
import { requireModerator } from "../services/moderation/moderators.js";
import { setSafeModeBy } from "../services/moderation/safe-mode.js";

/** A moderator turns safe mode for new identities on or off (decision 0131), logged without a name. */
export const setSafeMode = signedInCallable(contract, SIGN_IN_TO_MODERATE_MESSAGE, async (input, caller) => {
  await requireModerator(caller.account);
  return { on: await setSafeModeBy({ ...input, uid: caller.uid }, safeModeSettings()) };
});
