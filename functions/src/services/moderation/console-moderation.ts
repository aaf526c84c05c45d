// What an administrator did to a post in the Firebase console, as the trigger finds it: a post hidden or
// shown again without a callable (which would have marked the change logged), or deleted without one
// (which would have left a tombstone). The trigger logs it as an administrator's, gives a hidden post a
// reviewed queue entry, and gives a deletion its tombstone, in the sync's transaction.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { REMOVED_TITLE } from "@village/shared";
import type { QueueEntryDocument, SuggestionDocument } from "@village/shared/documents";
import { logTitleFor, writeLog, type LogLine } from "./moderation-log.js";
import { HIDDEN_LOGGED_FIELD, isHidden, postRefs } from "../posts/post-state.js";
import { queueOrder, type QueueOrder } from "./queue-order.js";

/** A console edit the trigger must record: its log line (null when nothing is news), queue entry, tombstone. */
export interface ConsoleChange {
  line: LogLine | null;
  deleted: boolean;
  queue?: QueueOrder;
}

/** Which kind of console edit this is, from the post now and before; null for none (nothing is read then). */
export function consoleEditOf(
  post: SuggestionDocument | null,
  before: SuggestionDocument | null,
): "hide-or-show" | "delete" | null {
  if (post !== null) return isHidden(post) === (post[HIDDEN_LOGGED_FIELD] === true) ? null : "hide-or-show";
  return before === null ? null : "delete";
}

/** A post hidden or shown again in the console, with its queue entry as read. */
export function consoleHideOrShow(post: SuggestionDocument, queue: QueueEntryDocument | undefined): ConsoleChange {
  const hidden = isHidden(post);
  const stated = post.hiddenReason;
  const line: LogLine = {
    action: hidden ? "hidden" : "restored",
    by: "administrator",
    reason: hidden && stated !== undefined && stated !== "" ? stated : "Changed in the Firebase console.",
    title: logTitleFor(post, queue),
  };
  // An administrator's hide is an action a moderator can undo from the queue: it gets a reviewed entry
  // (as "hide this author's posts" gives its posts), and a restore marks an existing entry reviewed.
  const inQueue = hidden || queue !== undefined;
  return { line, deleted: false, ...(inQueue && { queue: queueOrder(queue, hidden, true) }) };
}

/**
 * A post deleted in the console: a tombstone, and a log line when the post was public until then (a hidden
 * post's hiding was logged already). Null when a tombstone says a callable deleted it.
 */
export function consoleDeletion(
  before: SuggestionDocument,
  queue: QueueEntryDocument | undefined,
  tombstoned: boolean,
  wasPublic: boolean,
): ConsoleChange | null {
  if (tombstoned) return null;
  const line: LogLine = {
    action: "deleted",
    by: "administrator",
    reason: "Removed by an administrator.",
    title: logTitleFor(before, queue),
  };
  return { line: wasPublic ? line : null, deleted: true };
}

/** Reads what a console edit needs, in the transaction (only when there is one), and says what it was. */
export async function readConsoleChange(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  post: SuggestionDocument | null,
  before: SuggestionDocument | null,
  wasPublic: boolean,
): Promise<ConsoleChange | null> {
  const refs = postRefs(db, postId);
  const edit = consoleEditOf(post, before);
  if (edit === "hide-or-show" && post !== null) {
    return consoleHideOrShow(post, (await transaction.get(refs.queue)).data());
  }
  if (edit === "delete" && before !== null) {
    const [tombstone, queue] = await Promise.all([transaction.get(refs.tombstone), transaction.get(refs.queue)]);
    return consoleDeletion(before, queue.data(), tombstone.exists, wasPublic);
  }
  return null;
}

/**
 * Writes a console edit's record: its log line (the title shown only while the post is public: an
 * administrator may show an unlistable post again), its queue entry, its tombstone.
 */
export function writeConsoleChange(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  change: ConsoleChange,
  listed: boolean,
): void {
  const refs = postRefs(db, postId);
  if (change.line) {
    writeLog(transaction, db, { ...(listed ? change.line : { ...change.line, title: REMOVED_TITLE }), postId });
  }
  if (change.queue) transaction.set(refs.queue, change.queue, { merge: true });
  if (change.deleted) {
    transaction.set(refs.tombstone, { by: "administrator", deletedAt: FieldValue.serverTimestamp() });
    transaction.delete(refs.queue);
  }
}
