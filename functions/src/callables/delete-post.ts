import { deletePost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { deleteOwnPost } from "../services/delete-post.js";

/** An author deletes their own post: signed in as its account, or with the token its browser kept. */
export const deletePost = openCallable(contract, async ({ postId, deleteToken, requestId }, caller) => {
  // A signed-out retry is told apart by its token: the same browser sends the same one.
  const scope = caller.uid ?? `token-${deleteToken ?? ""}`;
  await deleteOwnPost(postId, { uid: caller.uid, scope, requestId }, deleteToken);
  return { postId, deleted: true as const };
});
