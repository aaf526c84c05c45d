// The moderation queue's order, kept on each entry so that the queue is read in pages (a cursor, no offset)
// and no post can be pushed out of sight: hidden posts nobody reviewed come first, then reported posts
// still up, then posts a moderator already acted on; oldest first within each.
import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";

/** Where an entry stands: 0 hidden and unreviewed, 1 reported and still up, 2 reviewed by a moderator. */
export const QUEUE_RANK_FIELD = "rank";
/** Since when the entry has had its rank (oldest first within a rank). */
export const QUEUE_SINCE_FIELD = "since";
/** Reports that came after a moderator acted on a hidden post: counted there, acknowledged by Hide. */
export const NEW_REPORTS_FIELD = "newReports";

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
  return {
    [QUEUE_RANK_FIELD]: rank,
    [QUEUE_SINCE_FIELD]: keep ? since : FieldValue.serverTimestamp(),
    // A moderator's action acknowledges every report so far.
    ...(reviewed && { [NEW_REPORTS_FIELD]: 0 }),
  };
}

/**
 * The order fields after a new report on a post now `hidden` (or not). A hidden post a moderator already
 * acted on stays where the moderator left it, whatever the report: it is counted as new (Hide acknowledges
 * it), never moved back to the top. A reviewed post that is up (restored) starts a new round among the
 * reported posts, at the back, as a kept post's new reports do.
 */
export function reportedQueueOrder(before: DocumentData | undefined, hidden: boolean) {
  const since: unknown = before?.[QUEUE_SINCE_FIELD];
  if (hidden && before?.[QUEUE_RANK_FIELD] === REVIEWED && since instanceof Timestamp) {
    return {
      [QUEUE_RANK_FIELD]: REVIEWED,
      [QUEUE_SINCE_FIELD]: since,
      [NEW_REPORTS_FIELD]: Number(before[NEW_REPORTS_FIELD] ?? 0) + 1,
    };
  }
  return { ...queueOrder(before, hidden, false), [NEW_REPORTS_FIELD]: 0 };
}
