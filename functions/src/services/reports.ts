// Reports: one per reporter and post, counted once per voter (address) toward hiding the post.
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from "firebase-admin/firestore";
import { REPORT_VOTERS_COLLECTION, REPORTS_COLLECTION, type ReportReason } from "@village/shared";
import { dayCounters, giveBack, takeMinuteSlots } from "./allowances.js";
import { logRef, logTitleFor, writeLog } from "./moderation-log.js";
import type { Reporter } from "./post-limits.js";
import { existingPost, isHidden, keyHash, postRefs, setHidden } from "./post-state.js";
import { queueOrder } from "./queue-order.js";

/** How many notes the queue keeps per post, newest first (each at most 500 characters). */
const NOTES_KEPT = 20;

export interface NewReport {
  postId: string;
  reason: ReportReason;
  note?: string | undefined;
  /** The signed-in reporter's uid, for "Your reports"; null signed out. */
  uid: string | null;
}

/** The reason a post hidden by reports shows moderators, and the log. */
export const hiddenByReportsReason = (reporters: number) =>
  `Hidden pending review after reports from ${reporters} people.`;

/**
 * Files a report, once per reporter and post (a repeat answers `alreadyReported` and spends nothing), within
 * the reporter's allowances. The first report of each voter counts toward `threshold`; the report that
 * reaches it hides the post at once, pending review, and logs it.
 */
export async function fileReport(
  report: NewReport,
  who: Reporter,
  threshold: number,
): Promise<{ alreadyReported: boolean }> {
  const db = getFirestore();
  const refs = postRefs(db, report.postId);
  const reportRef = db.collection(REPORTS_COLLECTION).doc(`${report.postId}_${keyHash(who.reporter)}`);
  const voterRef = db.collection(REPORT_VOTERS_COLLECTION).doc(`${report.postId}_${keyHash(who.voter)}`);

  // A repeat spends nothing: checked before any slot is taken (and again in the transaction).
  if ((await reportRef.get()).exists) return { alreadyReported: true };

  const now = new Date();
  const slots: DocumentReference[] = [];
  let filed = false;
  try {
    await takeMinuteSlots(db, who.limiters, now, slots, "reports");
    const days = dayCounters(db, who.limiters, now, "reports");
    filed = await db.runTransaction(async (transaction) => {
      const post = await existingPost(transaction, db, report.postId);
      const [existing, voter, queue, ...counters] = await transaction.getAll(
        reportRef,
        voterRef,
        refs.queue,
        ...days.refs,
      );
      if (existing?.exists) return false;
      days.spend(transaction, counters);

      const newVoter = !voter?.exists;
      const before: DocumentData = queue?.exists ? (queue.data() ?? {}) : {};
      const reporters = Number(before.reporters ?? 0) + (newVoter ? 1 : 0);
      const reasons = { ...(before.reasons as Record<string, number> | undefined) };
      reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
      const notes = Array.isArray(before.notes) ? (before.notes as unknown[]) : [];
      const next = {
        reasons,
        notes: report.note
          ? [{ reason: report.reason, note: report.note, at: Timestamp.fromDate(now) }, ...notes].slice(0, NOTES_KEPT)
          : notes,
        reports: Number(before.reports ?? 0) + 1,
        reporters,
        // For the "from one address" hint: reports whose reporter had an address, and distinct addresses.
        addressedReports: Number(before.addressedReports ?? 0) + (who.byAddress ? 1 : 0),
        addresses: Number(before.addresses ?? 0) + (who.byAddress && newVoter ? 1 : 0),
        lastReportAt: FieldValue.serverTimestamp(),
        // When this round of reports began (a Keep ends a round): "Your reports" tells pending from kept by it.
        openedAt: before.openedAt instanceof Timestamp ? before.openedAt : FieldValue.serverTimestamp(),
      };

      transaction.create(reportRef, {
        postId: report.postId,
        reason: report.reason,
        ...(report.note && { note: report.note }),
        ...(report.uid && { uid: report.uid }),
        ...(typeof post.title === "string" && { title: post.title }),
        createdAt: FieldValue.serverTimestamp(),
      });
      if (newVoter) transaction.create(voterRef, { postId: report.postId, createdAt: FieldValue.serverTimestamp() });
      // Only the report that reaches the threshold hides: a post a moderator restored stays up until Keep.
      const reached = newVoter && reporters === threshold;
      const hides = reached && !isHidden(post);
      // A new report puts the post back among the unreviewed (see queue-order.ts).
      transaction.set(refs.queue, { ...next, ...queueOrder(before, isHidden(post) || hides, false) });

      if (hides) {
        const reason = hiddenByReportsReason(reporters);
        setHidden(transaction, db, report.postId, true, reason);
        writeLog(transaction, logRef(db), { action: "hidden", by: "reports", reason, title: logTitleFor(post, next) });
      }
      return true;
    });
  } finally {
    if (!filed) await giveBack(slots);
  }
  return { alreadyReported: !filed };
}
