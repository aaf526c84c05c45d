import { ANONYMOUS_AGE_MESSAGE, createReply as contract } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { addressHashKeySecret, browserHashKey, browserHashKeySecret, postIdKeySecret } from "../lib/limits-config.js";
import { requireConfirmedAge } from "../services/accounts/age.js";
import { authorNameOf } from "../services/accounts/authors.js";
import { replyLimits } from "../services/limits/post-limits.js";
import { identityKeyHash, type PostAuthor } from "../services/posts/post-authors.js";
import { storeReply } from "../services/posts/replies.js";
import { accountKeys, refuseSuspended } from "../services/moderation/suspensions.js";
import { queueHeldReply, safeModeHoldsReply } from "../services/moderation/safe-mode.js";

/**
 * A reply under a post in public view (issue #47), by a signed-in account (signed with its display name, its
 * age confirmed as for suggestions) or a signed-out visitor's anonymous account (its name for this thread,
 * "Anonymous Heron", and the age confirmed on the form, as on /anon). A call with no identity is refused.
 */
export const createReply = openCallable(
  contract,
  async ({ postId, text, requestId, ageConfirmed }, caller) => {
    // Refuses a call with no identity, before anything is read.
    const limits = replyLimits(caller);
    const identity = caller.uid ?? caller.anonymousUid ?? "";
    const secret = browserHashKey();
    const identityHash = identityKeyHash(identity, secret);
    const author: PostAuthor = { kind: "browser", key: identityHash };
    let displayName: string | null = null;
    let account: PostAuthor[] = [];
    if (caller.uid !== null) {
      // The wrapper read the account of every verified token; a signed-in call without one never gets here.
      if (!caller.account || !caller.token) throw new Error("A signed-in call without its account.");
      requireConfirmedAge(caller.token);
      displayName = authorNameOf(caller.account);
      account = accountKeys(caller.account, secret);
    } else if (ageConfirmed !== true) {
      throw new HttpsError("invalid-argument", ANONYMOUS_AGE_MESSAGE, {
        issues: [{ path: "ageConfirmed", message: ANONYMOUS_AGE_MESSAGE }],
      });
    }
    // The account's suspension (by its uid or what a re-registration keeps) and the identity's; and whether
    // safe mode holds a new identity's reply (decision 0131), by the account's or the identity's trust.
    const own: PostAuthor[] = [...(caller.uid === null ? [] : [{ kind: "account" as const, key: caller.uid }]), author];
    const [held] = await Promise.all([safeModeHoldsReply(own, caller.account), refuseSuspended([...account, author])]);
    const replier = { identity, accountUid: caller.uid, identityHash, displayName };
    const submission = {
      postId,
      text,
      requestId,
      secret,
      ...limits,
      ...(held && { held: { alsoWrite: queueHeldReply(postId) } }),
    };
    return { reply: await storeReply(replier, submission), ...(held && { held }) };
  },
  { secrets: [addressHashKeySecret, browserHashKeySecret, postIdKeySecret] },
);
