import { deletePost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { deleteOwnPost } from "../services/delete-post.js";
import { identityKeyHash } from "../services/post-authors.js";

/**
 * An author deletes their own post: signed in as its account, as the anonymous identity that made it, or
 * with the delete token a browser kept from before identities.
 */
export const deletePost = openCallable(
  contract,
  async ({ postId, deleteToken, requestId }, caller) => {
    const identityKey = caller.anonymousUid === null ? null : identityKeyHash(caller.anonymousUid, browserHashKey());
    // A signed-out retry is told apart by its identity (or its token): the same browser sends the same one.
    const scope =
      caller.uid ?? (caller.anonymousUid === null ? `token-${deleteToken ?? ""}` : `identity-${caller.anonymousUid}`);
    await deleteOwnPost(postId, { uid: caller.uid, identityKey, scope, requestId }, deleteToken);
    return { postId, deleted: true as const };
  },
  { secrets: [browserHashKeySecret] },
);
