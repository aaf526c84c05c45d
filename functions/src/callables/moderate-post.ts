import { moderatePost as contract, SIGN_IN_TO_MODERATE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { browserHashKeySecret } from "../lib/limits-config.js";
import { requireModerator } from "../services/moderation/moderators.js";
import { moderate } from "../services/moderation/moderation.js";

/** A moderator keeps, hides, restores or deletes a post, hides its author's posts, or suspends its author. */
// The browser hash key also keys the hashes a suspension binds (decision 0089).
export const moderatePost = signedInCallable(
  contract,
  SIGN_IN_TO_MODERATE_MESSAGE,
  async (input, caller) => {
    await requireModerator(caller.account);
    const posts = await moderate({ ...input, uid: caller.uid });
    return { postId: input.postId, action: input.action, posts };
  },
  { secrets: [browserHashKeySecret] },
);
