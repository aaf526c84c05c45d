import { myModerationNotices as contract, NO_IDENTITY_FOR_NOTICES_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { holderOf, spendOwnAllowance } from "../services/limits/account-allowance.js";
import { callerAuthors } from "../services/posts/post-authors.js";
import { noticesOf } from "../services/moderation/notices.js";

/**
 * The caller's own moderation notices (decision 0128), by the verified identity alone (the account and its
 * anonymous author; a signed-out browser's identity), newest first; `markRead` marks them read. Spends one
 * of the caller's (`MODERATION_NOTICES_PER_MINUTE`, `_PER_DAY`) before it reads.
 */
export const myModerationNotices = openCallable(
  contract,
  async ({ markRead }, caller) => {
    const authors = callerAuthors(caller, browserHashKey());
    if (authors.length === 0) throw new HttpsError("unauthenticated", NO_IDENTITY_FOR_NOTICES_MESSAGE);
    await spendOwnAllowance(holderOf(caller), "moderationNotices");
    return noticesOf(authors, markRead);
  },
  { secrets: [browserHashKeySecret] },
);
