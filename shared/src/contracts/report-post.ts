import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject, textField } from "../fields.js";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "../moderation.js";
import { defineCallable } from "./callable-contract.js";
import { retiredField } from "./create-anonymous-post.js";

export const UNKNOWN_REASON_MESSAGE = "Please choose one of the reasons offered.";
export const UNKNOWN_POST_MESSAGE = "This post does not exist (it may have been removed). Please reload the page.";
export const DELETED_POST_MESSAGE = "This post has already been deleted.";
export const UNKNOWN_REPLY_MESSAGE = "This reply does not exist (it may have been removed). Please reload the page.";

/** A reply's id as its thread lists it (20 characters from a keyed hash; see services/posts/replies.ts). */
export const replyIdField = z
  .string({ error: UNKNOWN_REPLY_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: UNKNOWN_REPLY_MESSAGE });

/** A post's id as the public documents carry it. */
export const postIdField = z
  .string({ error: "This post's id is missing. Please reload the page." })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: UNKNOWN_POST_MESSAGE });

export const reportPostInput = requestObject({
  postId: postIdField,
  /** Reports this reply of the post rather than the post (issue #47; decision 0117). */
  replyId: replyIdField.optional(),
  reason: z.enum(REPORT_REASONS, { error: UNKNOWN_REASON_MESSAGE }),
  note: textField({ label: "Note", max: REPORT_NOTE_MAX, multiline: true }).optional(),
  requestId: requestIdField,
  /** Retired (see `retiredField`): a signed-out reporter is their anonymous account's verified ID token. */
  clientId: retiredField,
});

/** `reportPost`: anyone flags a post, or one reply under it; the answer says whether this report was new. */
export const reportPost = defineCallable({
  name: "reportPost",
  input: reportPostInput,
  output: z.object({ reported: z.literal(true), alreadyReported: z.boolean() }),
  // Anyone may call it, signed in or not: a captured request must not be replayable.
  replayProtected: true,
});
