import { deleteReply as contract, NOT_YOUR_REPLY_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret, postIdKey, postIdKeySecret } from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { identityKeyHash } from "../services/posts/post-authors.js";
import { deleteOwnReply } from "../services/posts/own-replies.js";

/**
 * A reply's writer deletes it: the signed-in account that wrote it, or the signed-out visitor's anonymous
 * identity (the browser it was written in). A call with no identity is told what anyone else is told.
 */
export const deleteReply = openCallable(
  contract,
  async ({ postId, replyId, requestId }, caller) => {
    const identity = caller.uid ?? caller.anonymousUid;
    // A made-up post id, or a call with no identity, is refused before anything is read (decision 0061).
    if (identity === null || postIdKind(postId, postIdKey()) === "forged")
      throw new HttpsError("permission-denied", NOT_YOUR_REPLY_MESSAGE);
    const secret = browserHashKey();
    const identityHash = identityKeyHash(identity, secret);
    const who = { identity, accountUid: caller.uid, identityHash, scope: identity, requestId };
    await deleteOwnReply(postId, replyId, who, secret);
    return { postId, replyId, deleted: true as const };
  },
  { secrets: [browserHashKeySecret, postIdKeySecret] },
);
