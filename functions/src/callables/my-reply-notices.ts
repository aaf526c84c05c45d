import { myReplyNotices as contract, NO_IDENTITY_FOR_REPLY_NOTICES_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { holderOf, spendOwnAllowance } from "../services/limits/account-allowance.js";
import { callerAuthors } from "../services/posts/post-authors.js";
import { replyNoticesOf } from "../services/accounts/reply-notices.js";

/**
 * How many new replies the caller's own posts have (decision 0120): a signed-in account's posts, or the
 * anonymous posts a browser's identity made, found by the verified identity alone. Each call spends one of
 * the caller's (`REPLY_NOTICES_PER_MINUTE`, `REPLY_NOTICES_PER_DAY`) before it reads, so a loop cannot read
 * without end.
 */
export const myReplyNotices = openCallable(
  contract,
  async (_input, caller) => {
    const authors = callerAuthors(caller, browserHashKey());
    if (authors.length === 0) throw new HttpsError("unauthenticated", NO_IDENTITY_FOR_REPLY_NOTICES_MESSAGE);
    await spendOwnAllowance(holderOf(caller), "replyNotices");
    const authorKey = authors.find((author) => author.kind === "browser")?.key ?? null;
    return replyNoticesOf({ uid: caller.uid, authorKey });
  },
  { secrets: [browserHashKeySecret] },
);
