import { createSuggestion as contract, DETAILS_FIELD, SIGN_IN_TO_SUGGEST_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import {
  addressHashKeySecret,
  browserHashKey,
  browserHashKeySecret,
  postIdKeySecret,
  safeModeSettings,
} from "../lib/limits-config.js";
import { requireConfirmedAge } from "../services/accounts/age.js";
import { authorNameOf } from "../services/accounts/authors.js";
import { createdPostReplyFor } from "../services/posts/listed-post.js";
import { suggestionLimits } from "../services/limits/post-limits.js";
import { storePost } from "../services/posts/posts.js";
import { accountKeys, refuseSuspended } from "../services/moderation/suspensions.js";
import { afterPostStored, queueHeldPost, safeModeFieldsFor } from "../services/moderation/safe-mode.js";

/** A signed-in person's suggestion from /new, signed with their name. */
export const createSuggestion = signedInCallable(
  contract,
  SIGN_IN_TO_SUGGEST_MESSAGE,
  async ({ title, details, requestId }, caller) => {
    requireConfirmedAge(caller.token);
    // The account as Auth holds it now: its uid, and what a re-registration would keep (decision 0089).
    const { account } = caller;
    // Safe mode (decision 0131): the account's age as Auth holds it, read by the wrapper for this call.
    const [safeMode] = await Promise.all([
      safeModeFieldsFor({ kind: "account", key: caller.uid }, account),
      refuseSuspended(accountKeys(account, browserHashKey())),
    ]);
    const author = authorNameOf(account);
    const fields = { title, [DETAILS_FIELD]: details, author, authorUid: caller.uid, ...safeMode };
    const held = safeMode.heldForReview === true;
    const limits = suggestionLimits(caller, account.emailVerified);
    const id = await storePost(fields, { requestId, ...limits, ...(held && { alsoWrite: queueHeldPost }) });
    await afterPostStored(safeMode, safeModeSettings);
    return createdPostReplyFor(id, fields);
  },
  { secrets: [addressHashKeySecret, browserHashKeySecret, postIdKeySecret] },
);
