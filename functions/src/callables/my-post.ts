import { myPost as contract, NOT_AVAILABLE_MESSAGE, SIGN_IN_FOR_OWN_POST_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { signedInCallable } from "../lib/callable.js";
import { postIdKey, postIdKeySecret } from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { readOwnPost } from "../services/own-post.js";

/**
 * One of the caller's own posts and what became of it, found by the verified uid; anyone else's post is
 * `not-found`, as if it never existed, and so is a made-up id, before anything is read (decision 0061).
 */
export const myPost = signedInCallable(
  contract,
  SIGN_IN_FOR_OWN_POST_MESSAGE,
  ({ postId }, caller) => {
    if (postIdKind(postId, postIdKey()) === "forged") throw new HttpsError("not-found", NOT_AVAILABLE_MESSAGE);
    return readOwnPost(postId, { uid: caller.uid });
  },
  { secrets: [postIdKeySecret] },
);
