import { decideAppeal as contract, SIGN_IN_TO_MODERATE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { requireModerator } from "../services/moderation/moderators.js";
import { decideNotice } from "../services/moderation/notices.js";
import { keptKeysOf } from "../services/moderation/suspensions.js";

/**
 * A moderator other than the one who acted upholds or reverses an appealed action, with a reason (decision
 * 0129); the actor is refused. Reversing lifts a suspension under every key it bound (decision 0089), hence
 * the browser hash key.
 */
export const decideAppeal = signedInCallable(
  contract,
  SIGN_IN_TO_MODERATE_MESSAGE,
  async ({ noticeId, decision, reason }, caller) => {
    await requireModerator(caller.account);
    const status = await decideNotice(noticeId, decision, reason, caller.uid, (author) =>
      keptKeysOf(author, browserHashKey()),
    );
    return { noticeId, status };
  },
  { secrets: [browserHashKeySecret] },
);
