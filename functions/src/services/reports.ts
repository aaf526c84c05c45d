// Reports: one per reporter and post; those from reporters with standing count toward hiding the post, once
// per voter (address).
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from "firebase-admin/firestore";
import { MODERATOR_KEPT_FIELD, REPORT_VOTERS_COLLECTION, REPORTS_COLLECTION, type ReportReason } from "@village/shared";
import { dayCounters, giveBack, takeMinuteSlots } from "./allowances.js";
import { logRef, logTitleFor, writeLog } from "./moderation-log.js";
import type { Reporter } from "./post-limits.js";
import { existingPost, isHidden, keyHash, postRefs, setHidden } from "./post-state.js";
import { queueOrder } from "./queue-order.js";
import { COUNTED_FIELD, weightDocuments, type ReportWeight } from "./reporter-standing.js";

/** How many notes the queue keeps per post, newest first (each at most 500 characters). */
const NOTES_KEPT = 20;

export interface NewReport {
  postId: string;
  reason: ReportReason;
  note?: string | undefined;
  /** The signed-in reporter's uid, for "Your reports"; null signed out. */
  uid: string | null;
}

const HIDDEN_BY_REPORTS = "Hidden pending review after reports from ";
/** The reason a post hidden by reports shows moderators, and the log. */
export const hiddenByReportsReason = (reporters: number) => `${HIDDEN_BY_REPORTS}${reporters} people.`;
/** Whether a hidden post's stored reason is auto-hide's (its author is told "after reports", not this count). */
export const isHiddenByReportsReason = (reason: unknown): boolean =>
  typeof reason === "string" && reason.startsWith(HIDDEN_BY_REPORTS);

/**
 * Files a report, once per reporter and post (a repeat answers `alreadyReported` and spends nothing), within
 * the reporter's allowances. A report counts toward `threshold` only with `weight` (a reporter with
 * standing, see reporter-standing.ts) that is usable today, from a voter (address) that has not counted on
 * this post yet, on a post that is up and that no moderator kept or restored (Keep is sticky). The report
 * that reaches the threshold hides the post at once, pending review, and logs it. Every report, counting
 * or not, reaches the queue.
 */
export async function fileReport(
  report: NewReport,
  who: Reporter,
  threshold: number,
  weight: ReportWeight | null,
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
    const weighed = weight ? weightDocuments(db, weight, now) : null;
    filed = await db.runTransaction(async (transaction) => {
      const post = await existingPost(transaction, db, report.postId);
      const [existing, voter, queue, ...rest] = await transaction.getAll(
        reportRef,
        voterRef,
        refs.queue,
        ...days.refs,
        ...(weighed ? [weighed.standing, weighed.day] : []),
      );
      if (existing?.exists) return false;
      const counters = rest.slice(0, days.refs.length);
      const [standing, spent] = rest.slice(days.refs.length);
      days.spend(transaction, counters);

      const newVoter = !voter?.exists;
      const counts =
        weighed !== null &&
        weighed.usable(standing, spent) &&
        voter?.get(COUNTED_FIELD) !== true &&
        !isHidden(post) &&
        post[MODERATOR_KEPT_FIELD] !== true;
      const before: DocumentData = queue?.exists ? (queue.data() ?? {}) : {};
      const countingReporters = Number(before.countingReporters ?? 0) + (counts ? 1 : 0);
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
        // Distinct voters whose reports counted toward auto-hide (reporters with standing).
        countingReporters,
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
        // For "Your reports"; never a hidden post's title, which may be what was removed.
        ...(typeof post.title === "string" && !isHidden(post) && { title: post.title }),
        ...(counts && { [COUNTED_FIELD]: true }),
        createdAt: FieldValue.serverTimestamp(),
      });
      if (newVoter) {
        transaction.create(voterRef, {
          postId: report.postId,
          ...(counts && { [COUNTED_FIELD]: true }),
          createdAt: FieldValue.serverTimestamp(),
        });
      } else if (counts) {
        // The address had reported without standing: its first report with standing counts.
        transaction.update(voterRef, { [COUNTED_FIELD]: true });
      }
      if (counts) weighed.spend(transaction, spent);
      // Only a counting report can hide, and only the one that reaches the threshold (`counts` is false for a
      // hidden post and for one a moderator kept or restored).
      const hides = counts && countingReporters === threshold;
      // A new report puts the post back among the unreviewed (see queue-order.ts).
      transaction.set(refs.queue, { ...next, ...queueOrder(before, isHidden(post) || hides, false) });

      if (hides) {
        const reason = hiddenByReportsReason(countingReporters);
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
