import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject, textField } from "../fields.js";
import {
  APPEAL_STATUSES,
  APPEAL_TEXT_MAX,
  GUIDELINES,
  MODERATION_REASON_MAX,
  NOTICE_ACTIONS,
  SUSPENSION_DURATIONS,
} from "../moderation.js";
import { defineCallable } from "./callable-contract.js";

/** Most notices one `myModerationNotices` call answers, newest first. */
export const MODERATION_NOTICES_LISTED = 50;

export const NO_IDENTITY_FOR_NOTICES_MESSAGE =
  "Sign in, or use the browser you posted from, to read what moderators told you.";
/** The one answer to a notice that is not the caller's, or does not exist. */
export const UNKNOWN_NOTICE_MESSAGE = "This notice does not exist. Please reload the page.";
export const ALREADY_APPEALED_MESSAGE = "You have already appealed this action: each action can be appealed once.";
export const APPEAL_CLOSED_MESSAGE = "The 14 days to appeal this action have passed.";
export const NOT_APPEALABLE_MESSAGE = "This action cannot be appealed.";
export const OWN_ACTION_APPEAL_MESSAGE = "You took this action, so another moderator must decide its appeal.";
export const APPEAL_DECIDED_MESSAGE = "This appeal has already been decided.";
export const HELD_FOR_APPEAL_MESSAGE =
  "This is kept until its author's appeal is decided or the 14 days to appeal have passed: it stays hidden meanwhile.";

/**
 * A notice's id: Firestore's random id (20 letters and digits). Anything else is refused before anything is
 * read, with the sentence a notice that is not the caller's gets.
 */
export const noticeIdField = z.string({ error: UNKNOWN_NOTICE_MESSAGE }).regex(/^[A-Za-z0-9]{20}$/, {
  error: UNKNOWN_NOTICE_MESSAGE,
});

/** One notice as its author reads it (times as ISO strings; the browser shows them in its own time zone). */
export const moderationNotice = z.object({
  id: z.string(),
  action: z.enum(NOTICE_ACTIONS),
  reply: z.boolean(),
  /** The post's link while it is up (restored), for its author alone. */
  postId: z.string().optional(),
  title: z.string().optional(),
  /** How many posts and replies "hide this author's posts" took. */
  count: z.number().int().min(0),
  reason: z.string(),
  guideline: z.enum(GUIDELINES).optional(),
  duration: z.enum(SUSPENSION_DURATIONS).optional(),
  /** A suspension's end; absent and `duration` "forever": for good. */
  until: z.iso.datetime().optional(),
  at: z.iso.datetime(),
  /** Whether it can still be appealed: not yet appealed, within 14 days, not marked "no appeal". */
  appealable: z.boolean(),
  appealUntil: z.iso.datetime(),
  noAppeal: z.boolean(),
  unread: z.boolean(),
  appeal: z
    .object({
      text: z.string(),
      at: z.iso.datetime(),
      status: z.enum(APPEAL_STATUSES),
      decidedAt: z.iso.datetime().optional(),
      reason: z.string().optional(),
    })
    .optional(),
});
export type ModerationNotice = z.infer<typeof moderationNotice>;

/**
 * `myModerationNotices`: the caller's own statements of reasons (decision 0128), newest first, found by the
 * verified identity alone (the account and its anonymous author, or a signed-out browser's identity); the
 * request names nobody. `unread` counts what is new (an action, or an appeal's outcome); `markRead` marks
 * them all read (the notices view does, on opening).
 */
export const myModerationNotices = defineCallable({
  name: "myModerationNotices",
  input: requestObject({ markRead: z.boolean() }),
  output: z.object({ notices: z.array(moderationNotice), unread: z.number().int().min(0) }),
});

export const appealText = textField({
  label: "Your appeal",
  max: APPEAL_TEXT_MAX,
  multiline: true,
  requiredMessage: "Please say why the action should be reversed.",
});

/**
 * `appealModeration`: the author appeals one action, once, within 14 days, with a short text; the action's
 * content is kept until the appeal is decided (decision 0129). Anyone else's notice is `not-found`.
 */
export const appealModeration = defineCallable({
  name: "appealModeration",
  input: requestObject({ noticeId: noticeIdField, text: appealText, requestId: requestIdField }),
  output: z.object({ noticeId: z.string(), status: z.enum(APPEAL_STATUSES) }),
});

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
