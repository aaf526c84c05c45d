import { appealModeration as contract, NO_IDENTITY_FOR_NOTICES_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { holderOf, spendOwnAllowance } from "../services/limits/account-allowance.js";
import { callerAuthors } from "../services/posts/post-authors.js";
import { appealNotice } from "../services/moderation/notices.js";

/**
 * The author appeals one action (decision 0129): only their own notice, by the verified identity; once per
 * action, within 14 days, never one marked "no appeal". Spends one of the caller's appeals
 * (`APPEALS_PER_MINUTE`, `_PER_DAY`) first, so a loop of refused appeals is bounded too.
 */
export const appealModeration = openCallable(
  contract,
  async ({ noticeId, text }, caller) => {
    const authors = callerAuthors(caller, browserHashKey());
    if (authors.length === 0) throw new HttpsError("unauthenticated", NO_IDENTITY_FOR_NOTICES_MESSAGE);
    await spendOwnAllowance(holderOf(caller), "appeals");
    await appealNotice(noticeId, authors, text);
    return { noticeId, status: "waiting" as const };
  },
  { secrets: [browserHashKeySecret] },
);
