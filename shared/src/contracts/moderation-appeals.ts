import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject, textField } from "../fields.js";
import { GUIDELINES, MODERATION_REASON_MAX } from "../moderation.js";
import { defineCallable } from "./callable-contract.js";
import { APPEAL_STATUSES, NOTICE_ACTIONS, noticeIdField } from "./moderation-notices.js";

// The moderators' side of appeals (decision 0129); the author's is moderation-notices.ts.

export const OWN_ACTION_APPEAL_MESSAGE = "You took this action, so another moderator must decide its appeal.";
export const APPEAL_DECIDED_MESSAGE = "This appeal has already been decided.";

/** One waiting appeal as moderators see it: what was done and why, and the author's words; never who. */
export const appealItem = z.object({
  noticeId: z.string(),
  action: z.enum(NOTICE_ACTIONS),
  reply: z.boolean(),
  postId: z.string().optional(),
  replyId: z.string().optional(),
  title: z.string().optional(),
  count: z.number().int().min(0),
  reason: z.string(),
  guideline: z.enum(GUIDELINES).optional(),
  at: z.iso.datetime(),
  text: z.string(),
  appealedAt: z.iso.datetime(),
  /** Whether the caller took the action (then another moderator decides). */
  yours: z.boolean(),
});
export type AppealItem = z.infer<typeof appealItem>;

/** `moderationAppeals`: moderators only; the waiting appeals, oldest first (25). */
export const moderationAppeals = defineCallable({
  name: "moderationAppeals",
  input: requestObject({}),
  output: z.object({ appeals: z.array(appealItem) }),
});

export const APPEAL_DECISIONS = ["uphold", "reverse"] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/**
 * `decideAppeal`: a moderator other than the one who acted upholds or reverses the action, with a reason
 * (published in the log, which links it to nothing); reversing restores what the action took, or lifts the
 * suspension. The author is told in their notices.
 */
export const decideAppeal = defineCallable({
  name: "decideAppeal",
  input: requestObject({
    noticeId: noticeIdField,
    decision: z.enum(APPEAL_DECISIONS, { error: "Please choose Uphold or Reverse." }),
    reason: textField({
      label: "Reason",
      max: MODERATION_REASON_MAX,
      requiredMessage: "Please give a short reason: the author reads it, and the log publishes it.",
    }),
    requestId: requestIdField,
  }),
  output: z.object({ noticeId: z.string(), status: z.enum(APPEAL_STATUSES) }),
});
