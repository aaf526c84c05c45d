import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject, textField } from "../fields.js";
import { GUIDELINES, MODERATION_REASON_MAX, SUSPENSION_DURATIONS } from "../moderation.js";
import { defineCallable } from "./callable-contract.js";
import { postIdField, replyIdField } from "./report-post.js";

export const MODERATION_ACTIONS = [
  "keep",
  "hide",
  "restore",
  "delete",
  "hide-author",
  "suspend",
  // A post held by safe mode (decision 0131): listed, its author trusted from then on; or hidden.
  "approve",
  "decline",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATORS_ONLY_MESSAGE = "Only moderators may do this.";
export const SIGN_IN_TO_MODERATE_MESSAGE = "You must be signed in as a moderator.";
export const UNKNOWN_ACTION_MESSAGE =
  "Please choose Keep, Hide, Restore, Delete, Hide this author's posts, Suspend, Approve or Decline.";
/** Approve or Decline on a post safe mode is not holding (decision 0131). */
export const NOT_HELD_MESSAGE = "This post is not waiting for a moderator.";
/** Keep, Hide or Restore on a post safe mode holds: it is decided by Approve or Decline. */
export const HELD_POST_ACTION_MESSAGE = "This post is waiting for a moderator: Approve or Decline it.";
export const REPLY_TITLE_MESSAGE = "A reply has no title: the log shows it as [removed].";
export const NO_APPEAL_FOR_SPAM_ONLY_MESSAGE = 'Only spam may be marked "no appeal": choose the Spam guideline.';
export const SUSPENSION_DURATION_MESSAGE = "Please choose how long the suspension lasts: 1 day, 7 days or for good.";

export const moderatePostInput = requestObject({
  postId: postIdField,
  /**
   * Acts on this reply of the post rather than the post (decision 0117); `hide-author` and `suspend` act on
   * the reply's author.
   */
  replyId: replyIdField.optional(),
  action: z.enum(MODERATION_ACTIONS, { error: UNKNOWN_ACTION_MESSAGE }),
  reason: textField({
    label: "Reason",
    max: MODERATION_REASON_MAX,
    requiredMessage: "Please give a short reason: it is published in the moderation log.",
  }),
  requestId: requestIdField,
  /** For `suspend`: how long the post's author may not post. */
  duration: z.enum(SUSPENSION_DURATIONS, { error: SUSPENSION_DURATION_MESSAGE }).optional(),
  /**
   * For `hide` and `delete` of spam: show the post's title in the public log instead of "[removed]" (an
   * advert's title tells readers what kind of thing is removed; a doxxing title must never be shown).
   */
  showTitle: z.boolean().optional(),
  /** Which Community Guideline the action enforces, told to the author with the reason (decision 0128). */
  guideline: z.enum(GUIDELINES, { error: "Please choose a guideline from the list." }).optional(),
  /** For spam only: the author may not appeal this action, and is told why (decision 0129). */
  noAppeal: z.boolean().optional(),
}).superRefine((input, context) => {
  if (input.noAppeal === true && input.guideline !== "spam") {
    context.addIssue({ code: "custom", path: ["noAppeal"], message: NO_APPEAL_FOR_SPAM_ONLY_MESSAGE });
  }
  if (input.action === "suspend" && input.duration === undefined) {
    context.addIssue({ code: "custom", path: ["duration"], message: SUSPENSION_DURATION_MESSAGE });
  }
  if (input.replyId !== undefined && input.showTitle === true) {
    context.addIssue({ code: "custom", path: ["showTitle"], message: REPLY_TITLE_MESSAGE });
  }
});

/**
 * `moderatePost`: a moderator keeps (dismisses the reports and restores), hides, restores or deletes a post,
 * hides every post by its author (`hide-author`: the account's named posts, or the browser's anonymous
 * posts), or suspends its author (`suspend`, for `duration`); `posts` is how many posts the action took.
 * The moderator is never told who the author is. With `replyId`, it acts on that reply (or its author);
 * `hide-author` then also hides the author's replies, and `posts` counts posts and replies hidden.
 */
export const moderatePost = defineCallable({
  name: "moderatePost",
  input: moderatePostInput,
  output: z.object({ postId: z.string(), action: z.enum(MODERATION_ACTIONS), posts: z.number().int() }),
});
