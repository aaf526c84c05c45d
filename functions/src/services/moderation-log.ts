// The public moderation log: what happened, why and when, never who moderated or who reported.
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import {
  MODERATION_LOG_COLLECTION,
  MODERATION_REASON_MAX,
  REMOVED_TITLE,
  type LogAction,
  type LogActor,
} from "@village/shared";

export interface LogLine {
  action: LogAction;
  by: LogActor;
  reason: string;
  /** The post's title as `logTitleFor` gives it; shown only where the post stays up (see `writeLog`). */
  title?: string;
  /** A moderator chose to show the title of a post they hid or deleted as spam. */
  showTitle?: boolean;
}

/**
 * The title a log entry may show for a post: "[removed]" once anyone reported it for personal information
 * (the title may be the very thing removed), else its title, if it has one.
 */
export function logTitleFor(
  post: DocumentData | null | undefined,
  queue: DocumentData | null | undefined,
): string | undefined {
  const personal = Number((queue?.reasons as Record<string, unknown> | undefined)?.["personal-info"] ?? 0) > 0;
  if (personal) return REMOVED_TITLE;
  return typeof post?.title === "string" && post.title !== "" ? post.title : undefined;
}

/**
 * What the public log shows of a title: the log says what moderators did, not what was removed, so a hidden
 * or deleted post's title is "[removed]" unless a moderator chose to show it (spam); a post that stays up
 * (kept, restored) shows its title, as the board does.
 */
function publicTitle(line: LogLine): string | undefined {
  if (line.title === undefined || line.action === "suspended") return undefined;
  const removed = line.action === "hidden" || line.action === "deleted";
  return removed && line.showTitle !== true ? REMOVED_TITLE : line.title;
}

/** A new entry's document (random id) or, for a request that must be logged once, its own. */
export const logRef = (db: Firestore, id?: string): DocumentReference =>
  id === undefined ? db.collection(MODERATION_LOG_COLLECTION).doc() : db.collection(MODERATION_LOG_COLLECTION).doc(id);

/** Writes one log entry in the transaction, with the server's time. */
export function writeLog(transaction: Transaction, ref: DocumentReference, line: LogLine): void {
  transaction.set(ref, {
    action: line.action,
    by: line.by,
    reason: line.reason.slice(0, MODERATION_REASON_MAX),
    ...(publicTitle(line) !== undefined && { title: publicTitle(line) }),
    createdAt: FieldValue.serverTimestamp(),
  });
}
