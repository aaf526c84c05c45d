import { editPost as contract, UNKNOWN_POST_MESSAGE } from "@village/shared";
import { openCallable, type SignedInCaller } from "../lib/callable.js";
import {
  addressHashKeySecret,
  browserHashKey,
  browserHashKeySecret,
  postIdKey,
  postIdKeySecret,
} from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { anonymousPostLimits, suggestionLimits } from "../services/limits/post-limits.js";
import { accountKeys, refuseSuspended } from "../services/moderation/suspensions.js";
import { editOwnPost } from "../services/posts/edit-post.js";
import { editedPostReplyFor } from "../services/posts/listed-post.js";
import { identityKeyHash, type PostAuthor } from "../services/posts/post-authors.js";
import { badInput } from "../services/posts/post-state.js";

/**
 * An author edits their own post: signed in as its account, or as the anonymous identity that made it. The
 * edit spends the allowance a new post of its kind spends, so editing is never a faster way to post.
 */
export const editPost = openCallable(
  contract,
  async ({ postId, title, details, link, text, requestId }, caller) => {
    // A made-up id is refused before anything is read (decision 0061).
    if (postIdKind(postId, postIdKey()) === "forged") throw badInput("postId", UNKNOWN_POST_MESSAGE);
    const secret = browserHashKey();
    const identityKey = caller.anonymousUid === null ? null : identityKeyHash(caller.anonymousUid, secret);
    // A suspended author may not edit either: the same keys a new post is checked against.
    const browser: PostAuthor[] = identityKey === null ? [] : [{ kind: "browser", key: identityKey }];
    const account = caller.uid !== null && caller.account ? accountKeys(caller.account, secret) : [];
    await refuseSuspended([...browser, ...account]);
    const scope = caller.uid ?? `identity-${caller.anonymousUid ?? ""}`;
    await editOwnPost(
      { postId, fields: { title, details, link, text }, requestId },
      { uid: caller.uid, identityKey, scope, requestId },
      (kind) => {
        const { uid, token, account: signedIn } = caller;
        // A suggestion's author is signed in (only its account passes the ownership check).
        if (kind === "suggestion" && uid !== null && token !== null && signedIn !== null) {
          const signedInCaller: SignedInCaller = { ...caller, uid, anonymousUid: null, token, account: signedIn };
          return suggestionLimits(signedInCaller, signedIn.emailVerified).limiters;
        }
        return anonymousPostLimits(caller).limiters;
      },
    );
    const post = await editedPostReplyFor(postId);
    // Deleted between the edit and this read: told as any later call on it would be.
    if (post === null) throw badInput("postId", UNKNOWN_POST_MESSAGE);
    return { postId, edited: true as const, post };
  },
  { secrets: [addressHashKeySecret, browserHashKeySecret, postIdKeySecret] },
);
