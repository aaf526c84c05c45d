import { myPost as contract, SIGN_IN_FOR_OWN_POST_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { readOwnPost } from "../services/own-post.js";

/**
 * One of the caller's own posts and what became of it, found by the verified uid; anyone else's post is
 * `not-found`, as if it never existed.
 */
export const myPost = signedInCallable(contract, SIGN_IN_FOR_OWN_POST_MESSAGE, ({ postId }, caller) =>
  readOwnPost(postId, { uid: caller.uid }),
);
