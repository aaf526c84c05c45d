import {
  markReplyNotices as contract,
  NO_IDENTITY_FOR_REPLY_NOTICES_MESSAGE,
  NOT_AVAILABLE_MESSAGE,
} from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret, postIdKey, postIdKeySecret } from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { holderOf, spendOwnAllowance } from "../services/limits/account-allowance.js";
import { callerAuthors } from "../services/posts/post-authors.js";
import { markReplyNoticesOf } from "../services/accounts/reply-notices.js";

/**
 * The author of a post marks its replies seen, or turns its reply notices off or on (decision 0120). Only
 * the caller's own post, by the verified identity; anyone else's, and a made-up id (before anything is read,
 * decision 0061), is `not-found`. Spends the caller's reply-notice allowance.
 */
export const markReplyNotices = openCallable(
  contract,
  async ({ postId, mark }, caller) => {
    const authors = callerAuthors(caller, browserHashKey());
    if (authors.length === 0) throw new HttpsError("unauthenticated", NO_IDENTITY_FOR_REPLY_NOTICES_MESSAGE);
    if (postIdKind(postId, postIdKey()) === "forged") throw new HttpsError("not-found", NOT_AVAILABLE_MESSAGE);
    await spendOwnAllowance(holderOf(caller), "replyNotices");
    const authorKey = authors.find((author) => author.kind === "browser")?.key ?? null;
    return markReplyNoticesOf(postId, mark, { uid: caller.uid, authorKey });
  },
  { secrets: [browserHashKeySecret, postIdKeySecret] },
);
