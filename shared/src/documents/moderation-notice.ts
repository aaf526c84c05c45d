import "../zod-config.js";
import { z } from "zod";
import { MODERATION_NOTICES_COLLECTION } from "../firestore-schema.js";
import { APPEAL_STATUSES, NOTICE_ACTIONS } from "../contracts/moderation-notices.js";
import { GUIDELINES, SUSPENSION_DURATIONS } from "../moderation.js";
import { storedTime } from "./stored-time.js";

export { MODERATION_NOTICES_COLLECTION };

/** What an action took: a post, or a reply of a post (its author's own, named for them alone). */
export const noticeItem = z.object({ postId: z.string(), replyId: z.string().optional() });
export type NoticeItem = z.output<typeof noticeItem>;

/**
 * `moderationNotices/{random id}`: server only (docs/data.md, decision 0128), one moderator action (or
 * auto-hide) on one author, the statement of reasons told to that author alone, and its one appeal.
 * - `authorKey`: the author as moderation knows it (`authorKind` account: its uid; browser: the keyed hash of
 *   the identity, `authorBrowser`), matched against the caller's verified identity only.
 * - `actor`: a hash of the acting moderator's uid (absent for an auto-hide), so the actor can be refused the
 *   decision on the appeal without anyone being told who acted.
 * - `items`: what the action took (posts, replies; none for a suspension), for a reversal to restore.
 * - `appealStatus`, `appealedAt`: on the notice itself, so the moderators' list of appeals is one query.
 */
export const moderationNoticeDocument = z.object({
  authorKind: z.enum(["account", "browser"]),
  authorKey: z.string(),
  action: z.enum(NOTICE_ACTIONS),
  /** Whether the action was on a reply (the title is then its post's). */
  reply: z.boolean().optional(),
  items: z.array(noticeItem),
  /** The post's title, or the start of its text, for its author (never public). */
  title: z.string().optional(),
  reason: z.string(),
  guideline: z.enum(GUIDELINES).optional(),
  duration: z.enum(SUSPENSION_DURATIONS).optional(),
  /** A suspension's end; null for good. */
  until: storedTime.nullable().optional(),
  actor: z.string().optional(),
  /** A spam action its moderator marked "no appeal". */
  noAppeal: z.literal(true).optional(),
  createdAt: storedTime,
  /** The end of the appeal window (14 days after `createdAt`). */
  appealUntil: storedTime,
  readAt: storedTime.optional(),
  appealText: z.string().optional(),
  appealedAt: storedTime.optional(),
  appealStatus: z.enum(APPEAL_STATUSES).optional(),
  decidedAt: storedTime.optional(),
  decisionReason: z.string().optional(),
  /** Set when the outcome was told (the author's next read marks it read). */
  outcomeReadAt: storedTime.optional(),
});
export type ModerationNoticeDocument = z.output<typeof moderationNoticeDocument>;
