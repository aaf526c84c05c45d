import { myPost as contract, NO_IDENTITY_FOR_OWN_POST_MESSAGE, NOT_AVAILABLE_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret, postIdKey, postIdKeySecret } from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { holderOf, spendOwnAllowance } from "../services/limits/account-allowance.js";
import { callerAuthors } from "../services/posts/post-authors.js";
import { readOwnPost } from "../services/moderation/own-post.js";

/**
 * One of the caller's own posts and what became of it, found by the verified identity (a signed-in account,
 * or a browser's anonymous account for the posts it made); anyone else's post is `not-found`, as if it never
 * existed, and so is a made-up id, before anything is read (decision 0061). Each look-up that reads spends one
 * of the caller's (`MY_POST_PER_MINUTE`, `MY_POST_PER_DAY`; decision 0091).
 */
export const myPost = openCallable(
  contract,
  async ({ postId }, caller) => {
    const authors = callerAuthors(caller, browserHashKey());
    if (authors.length === 0) throw new HttpsError("unauthenticated", NO_IDENTITY_FOR_OWN_POST_MESSAGE);
    if (postIdKind(postId, postIdKey()) === "forged") throw new HttpsError("not-found", NOT_AVAILABLE_MESSAGE);
    await spendOwnAllowance(holderOf(caller), "ownPost");
    const authorKey = authors.find((author) => author.kind === "browser")?.key ?? null;
    return readOwnPost(postId, { uid: caller.uid, authorKey });
  },
  { secrets: [browserHashKeySecret, postIdKeySecret] },
);
