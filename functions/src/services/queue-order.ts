// The moderation queue's order, kept on each entry so that the queue is read in pages (a cursor, no offset)
// and no post can be pushed out of sight: hidden posts nobody reviewed come first, then reported posts
// still up, then posts a moderator already acted on; oldest first within each.
import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";

/** Where an entry stands: 0 hidden and unreviewed, 1 reported and still up, 2 reviewed by a moderator. */
export const QUEUE_RANK_FIELD = "rank";
/** Since when the entry has had its rank (oldest first within a rank). */
export const QUEUE_SINCE_FIELD = "since";

export const HIDDEN_UNREVIEWED = 0;
export const REPORTED = 1;
export const REVIEWED = 2;

/**
 * The order fields of an entry whose post is now `hidden` (or not) and `reviewed` (or not): its `since`
 * stays when the rank does not change, so new reports never move a waiting post back in line.
 */
export function queueOrder(before: DocumentData | undefined, hidden: boolean, reviewed: boolean) {
  const rank = reviewed ? REVIEWED : hidden ? HIDDEN_UNREVIEWED : REPORTED;
  const since: unknown = before?.[QUEUE_SINCE_FIELD];
  const keep = before?.[QUEUE_RANK_FIELD] === rank && since instanceof Timestamp && !reviewed;
  return { [QUEUE_RANK_FIELD]: rank, [QUEUE_SINCE_FIELD]: keep ? since : FieldValue.serverTimestamp() };
}
