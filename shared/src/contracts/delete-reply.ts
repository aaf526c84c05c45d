import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject, STALE_FORM_MESSAGE } from "../fields.js";
import { defineCallable } from "./callable-contract.js";

/**
 * The one answer to anyone but a reply's writer, whether the reply is someone else's, hidden, deleted or was
 * never stored: it says nothing about which (docs/decisions/0119).
 */
export const NOT_YOUR_REPLY_MESSAGE =
  "Only the person who wrote a reply can delete it, from the account or the browser it was written in.";

/** Same shape as the ids `/p/{id}` and the thread accept; anything else is a broken client. */
const idField = z.string({ error: STALE_FORM_MESSAGE }).regex(/^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/, {
  message: STALE_FORM_MESSAGE,
});

export const deleteReplyInput = requestObject({
  postId: idField,
  replyId: idField,
  requestId: requestIdField,
});

/**
 * `deleteReply`: a reply's writer deletes it: the signed-in account that wrote it, or the signed-out visitor's
 * anonymous identity that did (the browser it was written in). Not moderation: nothing is logged.
 */
export const deleteReply = defineCallable({
  name: "deleteReply",
  input: deleteReplyInput,
  output: z.object({ postId: z.string(), replyId: z.string(), deleted: z.literal(true) }),
  // Signed-out callers may call it (with their anonymous identity): a captured request must not be replayable.
  replayProtected: true,
});
