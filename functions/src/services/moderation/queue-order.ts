// The moderation queue's order, kept on each entry so that the queue is read in pages (a cursor, no offset)
// and no post can be pushed out of sight: hidden posts nobody reviewed come first, then reported posts
// still up, then posts a moderator already acted on; oldest first within each.
import { FieldValue } from "firebase-admin/firestore";
import {
  isStoredTime,
  NEW_REPORTS_FIELD,
  QUEUE_RANK_FIELD,
  QUEUE_SINCE_FIELD,
  type QueueEntryDocument,
  type StoredTime,
} from "@village/shared/documents";

export { NEW_REPORTS_FIELD, QUEUE_RANK_FIELD, QUEUE_SINCE_FIELD };

export const HIDDEN_UNREVIEWED = 0 as const;
export const REPORTED = 1 as const;
export const REVIEWED = 2 as const;

/** The order fields of an entry, as written (its time may be the server's, set when it is written). */
export interface QueueOrder {
  [QUEUE_RANK_FIELD]: QueueEntryDocument[typeof QUEUE_RANK_FIELD];
  [QUEUE_SINCE_FIELD]: StoredTime | FieldValue;
  [NEW_REPORTS_FIELD]?: number;
}

/**
 * The order fields of an entry whose post is now `hidden` (or not) and `reviewed` (or not): its `since`
 * stays when the rank does not change, so new reports never move a waiting post back in line.
 */
export function queueOrder(before: QueueEntryDocument | undefined, hidden: boolean, reviewed: boolean): QueueOrder {
  const rank = reviewed ? REVIEWED : hidden ? HIDDEN_UNREVIEWED : REPORTED;
  const since = before?.[QUEUE_SINCE_FIELD];
  const keep = before?.[QUEUE_RANK_FIELD] === rank && isStoredTime(since) && !reviewed;
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
export function reportedQueueOrder(before: QueueEntryDocument | undefined, hidden: boolean): QueueOrder {
  const since = before?.[QUEUE_SINCE_FIELD];
  if (hidden && before?.[QUEUE_RANK_FIELD] === REVIEWED && isStoredTime(since)) {
    return {
      [QUEUE_RANK_FIELD]: REVIEWED,
      [QUEUE_SINCE_FIELD]: since,
      [NEW_REPORTS_FIELD]: (before[NEW_REPORTS_FIELD] ?? 0) + 1,
    };
  }
  return { ...queueOrder(before, hidden, false), [NEW_REPORTS_FIELD]: 0 };
}
