import "../zod-config.js";
import { z } from "zod";
import { MODERATION_QUEUE_COLLECTION } from "../firestore-schema.js";
import { NOTE_SOURCES } from "../moderation.js";
import { ifValid, storedTime } from "./stored-time.js";

export { MODERATION_QUEUE_COLLECTION };

/** Where an entry stands: 0 hidden and unreviewed, 1 reported and still up, 2 reviewed by a moderator. */
export const QUEUE_RANK_FIELD = "rank";
/** Since when the entry has had its rank (oldest first within a rank). */
export const QUEUE_SINCE_FIELD = "since";
/** Reports that came after a moderator acted on a hidden post: counted there, acknowledged by Hide. */
export const NEW_REPORTS_FIELD = "newReports";

/** One reporter's note; older notes carry no source (they count as signed out) and may lack a time. */
export const queueNote = z.object({
  reason: z.string(),
  note: z.string(),
  at: storedTime.optional(),
  from: z.enum(NOTE_SOURCES).optional(),
});

/**
 * `moderationQueue/{postId}`: a reported or moderated post's place in the queue (docs/data.md). An entry made
 * by a moderator's action alone ("hide this author's posts", a console hide) has only its order fields, so
 * every count is optional (absent is 0). `reporters`, `addressedReports` and `addresses` are on older
 * entries only; nothing reads them.
 */
export const queueEntryDocument = z.object({
  /** On a reply's entry (`moderationQueue/{postId}_{replyId}`): its post and reply; absent on a post's. */
  postId: z.string().optional(),
  replyId: z.string().optional(),
  reasons: z.record(z.string(), z.number()).optional(),
  notes: z.array(queueNote).optional(),
  reports: z.number().optional(),
  accounts: z.number().optional(),
  countingReporters: z.number().optional(),
  [NEW_REPORTS_FIELD]: z.number().optional(),
  lastReportAt: storedTime.optional(),
  openedAt: storedTime.optional(),
  [QUEUE_RANK_FIELD]: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  [QUEUE_SINCE_FIELD]: storedTime,
  reporters: z.unknown().optional(),
  addressedReports: z.unknown().optional(),
  addresses: z.unknown().optional(),
});
export type QueueEntryDocument = z.output<typeof queueEntryDocument>;
export type QueueNoteDocument = z.output<typeof queueNote>;

/**
 * A queue entry as the daily sweep reads it: entries from before the queue's order have no rank (giving them
 * one is the sweep's work), so only what the sweep decides on is read, and leniently: whether the entry has a
 * numeric rank, and when its round of reports began.
 */
export const sweptQueueEntryDocument = z.object({
  [QUEUE_RANK_FIELD]: ifValid(z.number()),
  openedAt: ifValid(storedTime),
  /** On a reply's entry: its post (the entry's id is not the post's). */
  postId: ifValid(z.string()),
  replyId: ifValid(z.string()),
});
export type SweptQueueEntryDocument = z.output<typeof sweptQueueEntryDocument>;
