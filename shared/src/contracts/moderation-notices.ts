import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject, textField } from "../fields.js";
import { APPEAL_TEXT_MAX } from "../appeal-words.js";
import { defineCallable } from "./callable-contract.js";

// The author's side of notices and appeals (decisions 0128, 0129). It imports nothing of moderation.ts on
// purpose: the header's notice chunk loads it, and a module it shared with the moderation pages would be cut
// into a chunk of its own that the home route's first load names (moderation-appeals.ts is the moderators').

/** What was done, as the author is told it in a moderation notice. */
export const NOTICE_ACTIONS = ["hidden", "auto-hidden", "removed", "restored", "hidden-all", "suspended"] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];

/** Where an appeal stands. */
export const APPEAL_STATUSES = ["waiting", "upheld", "reversed"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Most notices one `myModerationNotices` call answers, newest first. */
export const MODERATION_NOTICES_LISTED = 50;

export const NO_IDENTITY_FOR_NOTICES_MESSAGE =
  "Sign in, or use the browser you posted from, to read what moderators told you.";
/** The one answer to a notice that is not the caller's, or does not exist. */
export const UNKNOWN_NOTICE_MESSAGE = "This notice does not exist. Please reload the page.";
export const ALREADY_APPEALED_MESSAGE = "You have already appealed this action: each action can be appealed once.";
export const APPEAL_CLOSED_MESSAGE = "The 14 days to appeal this action have passed.";
export const NOT_APPEALABLE_MESSAGE = "This action cannot be appealed.";

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
  /** The guideline's id (`GUIDELINES`), and its name as the guidelines page heads it. */
  guideline: z.string().optional(),
  guidelineLabel: z.string().optional(),
  /** A suspension's length (`SUSPENSION_DURATIONS`). */
  duration: z.string().optional(),
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
