// How long moderators take to decide, for the transparency report's median (decision 0130): each moderator's
// first decision on a queue entry writes its wait, the time since the entry needed a moderator (its first
// report, its hiding by reports, or a held post's arrival: the entry's `since` while unreviewed), and its month.
// Nothing else: no post, no moderator, no exact time. Decisions are a moderator's pace, never every post's.
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { reportMonthOf, type ModerationAction } from "@village/shared";
import type { QueueEntryDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";
import { QUEUE_RANK_FIELD, QUEUE_SINCE_FIELD, REVIEWED } from "./queue-order.js";

/** The actions that decide an entry; acting on its author (hide-author, suspend) decides no entry. */
const DECISIONS: ReadonlySet<ModerationAction> = new Set(["keep", "hide", "restore", "delete", "approve", "decline"]);

/** Records the wait of a decision on `queue` (the entry as it stood before it), unless a moderator had decided it. */
export function recordDecisionTime(
  transaction: Transaction,
  db: Firestore,
  action: ModerationAction,
  queue: QueueEntryDocument | undefined,
  now: Date,
): void {
  const since = queue?.[QUEUE_SINCE_FIELD];
  if (!DECISIONS.has(action) || queue?.[QUEUE_RANK_FIELD] === REVIEWED || !(since instanceof Timestamp)) return;
  const waitedMs = Math.max(0, now.getTime() - since.toMillis());
  transaction.create(collections(db).decisionTimes.doc(), { month: reportMonthOf(now), waitedMs });
}
