import { closeReplies as contract, NOT_YOUR_THREAD_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret, postIdKey, postIdKeySecret } from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { requireModerator } from "../services/moderation/moderators.js";
import { identityKeyHash } from "../services/posts/post-authors.js";
import { setRepliesClosed } from "../services/moderation/close-replies.js";

/**
 * The post's author (its account, or the browser's anonymous identity that posted it) or a moderator closes
 * a post to replies ("Replies are closed"), or opens it again.
 */
export const closeReplies = openCallable(
  contract,
  async ({ postId, closed }, caller) => {
    const identity = caller.uid ?? caller.anonymousUid;
    // A made-up id, or a call with no identity, is refused before anything is read (decision 0061).
    if (identity === null || postIdKind(postId, postIdKey()) === "forged") {
      throw new HttpsError("permission-denied", NOT_YOUR_THREAD_MESSAGE);
    }
    // A moderator's claim is read from the account as this call found it; a suspended one is refused.
    const moderator = caller.account?.customClaims?.moderator === true && caller.anonymousUid === null;
    if (moderator && caller.account) await requireModerator(caller.account);
    const identityHash = identityKeyHash(identity, browserHashKey());
    await setRepliesClosed(postId, closed, { identity, accountUid: caller.uid, identityHash, moderator });
    return { postId, closed };
  },
  { secrets: [browserHashKeySecret, postIdKeySecret] },
);
