import "../zod-config.js";
import { z } from "zod";
import { honeypotField, requestIdField, requestObject, STALE_FORM_MESSAGE, textField } from "../fields.js";
import { LIMITS } from "../limits.js";
import { REPLY_LABEL } from "../reply-form.js";
import { defineCallable } from "./callable-contract.js";

export { REPLY_LABEL };

export const EMPTY_REPLY_MESSAGE = "Please write a reply before posting.";

/** A post that is not (or no longer) in public view: hidden, deleted, held, unlisted or never there. */
export const REPLY_TO_MISSING_POST_MESSAGE = "This post is not available, so it cannot be answered.";

/** A post whose author or a moderator closed it to replies. */
export const REPLIES_CLOSED_MESSAGE = "Replies are closed.";

/** Same shape as the ids `/p/{id}` accepts; anything else is a broken client. */
const postIdField = z.string({ error: STALE_FORM_MESSAGE }).regex(/^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/, {
  message: STALE_FORM_MESSAGE,
});

export const createReplyInput = requestObject({
  postId: postIdField,
  text: textField({ label: REPLY_LABEL, max: LIMITS.replyText, multiline: true, requiredMessage: EMPTY_REPLY_MESSAGE }),
  requestId: requestIdField,
  /**
   * "I am 13 or older", for a signed-out visitor's reply (as on /anon); a signed-in account's age is its
   * `ageConfirmed` claim. Optional here: the callable says which caller needs it.
   */
  ageConfirmed: z.literal(true).optional(),
  website: honeypotField,
});

/**
 * A listed reply's fields (listed-reply.ts) with `createdAt` as `time`: as stored in the public projection
 * (documents/public-reply.ts), or as the callable sends it.
 */
export const listedReplyFields = <Time extends z.ZodType>(time: Time) =>
  z.object({
    replyId: z.string().min(1),
    postId: z.string().min(1),
    text: z.string(),
    author: z.string().min(1),
    byPostAuthor: z.literal(true).optional(),
    createdAt: time,
  });

/** A reply's public fields as the callable returns them to its writer: its time as an ISO string. */
export const listedReplyReply = listedReplyFields(z.iso.datetime());
export type ListedReplyReply = z.infer<typeof listedReplyReply>;

/**
 * `createReply`: a reply under a post, by a signed-in account (signed with its display name) or a signed-out
 * visitor's anonymous account (signed with its name for this thread). Replies with the reply as listed, so
 * the writer's tab shows it at once.
 */
export const createReply = defineCallable({
  name: "createReply",
  input: createReplyInput,
  // `held`: safe mode holds the reply for a moderator (decision 0131); nobody else sees it until it is approved.
  output: z.object({ reply: listedReplyReply, held: z.boolean().optional() }),
  // Anyone may call it, signed in or not: a captured request must not be replayable.
  replayProtected: true,
});
