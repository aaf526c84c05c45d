import { z } from "zod";
import { requestIdField, requestObject, textField } from "../fields.js";
import { MODERATION_REASON_MAX } from "../moderation.js";
import { defineCallable } from "./callable-contract.js";
import { postIdField } from "./report-post.js";

export const MODERATION_ACTIONS = ["keep", "hide", "restore", "delete", "hide-author"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATORS_ONLY_MESSAGE = "Only moderators may do this.";
export const SIGN_IN_TO_MODERATE_MESSAGE = "You must be signed in as a moderator.";

export const moderatePostInput = requestObject({
  postId: postIdField,
  action: z.enum(MODERATION_ACTIONS, { error: "Please choose Keep, Hide, Restore or Delete." }),
  reason: textField({
    label: "Reason",
    max: MODERATION_REASON_MAX,
    requiredMessage: "Please give a short reason: it is published in the moderation log.",
  }),
  requestId: requestIdField,
});

/**
 * `moderatePost`: a moderator keeps (dismisses the reports and restores), hides, restores or deletes a post,
 * or hides every post by its author (`hide-author`); `posts` is how many posts the action took.
 */
export const moderatePost = defineCallable({
  name: "moderatePost",
  input: moderatePostInput,
  output: z.object({ postId: z.string(), action: z.enum(MODERATION_ACTIONS), posts: z.number().int() }),
});
