import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";
import { postIdField } from "./report-post.js";

export const NOT_YOUR_POST_MESSAGE =
  "Only the author can delete this post: sign in to the account that posted it, or use the browser it was posted from.";

export const deletePostInput = requestObject({
  postId: postIdField,
  /** What createAnonymousPost gave a signed-out poster, kept in that browser's local storage. */
  deleteToken: z
    .string({ error: NOT_YOUR_POST_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: NOT_YOUR_POST_MESSAGE })
    .optional(),
  requestId: requestIdField,
});

/** `deletePost`: an author deletes their own post (signed in, or with the post's delete token). */
export const deletePost = defineCallable({
  name: "deletePost",
  input: deletePostInput,
  output: z.object({ postId: z.string(), deleted: z.literal(true) }),
  // Signed-out callers may call it (with a token): a captured request must not be replayable.
  replayProtected: true,
});
