import { deletePost as contract, UNKNOWN_POST_MESSAGE } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret, postIdKey, postIdKeySecret } from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { deleteOwnPost } from "../services/posts/delete-post.js";
import { identityKeyHash } from "../services/posts/post-authors.js";
import { badInput } from "../services/posts/post-state.js";

/**
 * An author deletes their own post: signed in as its account, as the anonymous identity that made it, or
 * with the delete token a browser kept from before identities.
 */
export const deletePost = openCallable(
  contract,
  async ({ postId, deleteToken, requestId }, caller) => {
    // A made-up id is refused before anything is read (decision 0061).
    if (postIdKind(postId, postIdKey()) === "forged") throw badInput("postId", UNKNOWN_POST_MESSAGE);
    const identityKey = caller.anonymousUid === null ? null : identityKeyHash(caller.anonymousUid, browserHashKey());
    // A signed-out retry is told apart by its identity (or its token): the same browser sends the same one.
    const scope =
      caller.uid ?? (caller.anonymousUid === null ? `token-${deleteToken ?? ""}` : `identity-${caller.anonymousUid}`);
    await deleteOwnPost(postId, { uid: caller.uid, identityKey, scope, requestId }, deleteToken);
    return { postId, deleted: true as const };
  },
  { secrets: [browserHashKeySecret, postIdKeySecret] },
);
