// Reports: one per voice (account, else signed-out identity) and post; those from accounts with standing count
// toward hiding the post. A network address is a rate-limit key only, never a voter.
import { FieldValue, getFirestore, Timestamp, type WithFieldValue } from "firebase-admin/firestore";
import {
  MODERATOR_KEPT_FIELD,
  UNKNOWN_POST_MESSAGE,
  UNKNOWN_REPLY_MESSAGE,
  type NoteSource,
  type ReportReason,
} from "@village/shared";
import type { QueueEntryDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";
import { dayCounters, giveBack, takeMinuteSlots, type RateLimitRef } from "../limits/allowances.js";
import { logTitleFor, writeLog } from "./moderation-log.js";
import type { Reporter } from "../limits/post-limits.js";
import { badInput, isHidden, keyHash, postRefs, setHidden } from "../posts/post-state.js";
import { storedNotes, withNote } from "./queue-notes.js";
import { reportedQueueOrder } from "./queue-order.js";
import { authorOfReply, replyEntryFields, replyRefs, setReplyHidden } from "./reply-moderation.js";
import { noticeItemOf, noticeTitleOf, writeNotice } from "./notices.js";
import { authorOfPost } from "../posts/post-authors.js";
import { COUNTED_FIELD, weightDocuments, type ReportWeight } from "./reporter-standing.js";

export interface NewReport {
  postId: string;
  /** A reply of the post reported rather than the post (decision 0117). */
  replyId?: string | undefined;
  reason: ReportReason;
  note?: string | undefined;
  /** The verified caller's uid (an account or an anonymous identity), for "Your reports"; null without one. */
  uid: string | null;
  /** Whether the caller is a signed-in account (not an anonymous identity): moderators see how many were. */
  account: boolean;
}

const HIDDEN_BY_REPORTS = "Hidden pending review after reports from ";
/** The reason a post hidden by reports shows moderators, and the log. */
export const hiddenByReportsReason = (reporters: number) => `${HIDDEN_BY_REPORTS}${reporters} people.`;
/** Whether a hidden post's stored reason is auto-hide's (its author is told "after reports", not this count). */
export const isHiddenByReportsReason = (reason: unknown): boolean =>
  typeof reason === "string" && reason.startsWith(HIDDEN_BY_REPORTS);

/**
 * Files a report, once per voice and post (a repeat answers `alreadyReported` and spends nothing), within the
 * reporter's allowances. A report counts toward `threshold` only with `weight` (an account with standing, see
 * reporter-standing.ts) that is usable today, on a post that is up and that no moderator kept or restored
 * (Keep is sticky): accounts count, addresses never. The report that reaches the threshold hides the post at
 * once, pending review, and logs it. Every report, counting or not, reaches the queue, with at most one note.
 *
 * A post nobody can see (hidden, deleted, or never stored) is answered as a made-up id is, "This post does not
 * exist", whichever it is, so that a stranger cannot tell them apart (issue #44, decision 0093); a report of a
 * hidden post still reaches its queue entry (moderators see reports made after they acted). Each spends the
 * same allowances, so that what is left of them tells nothing either.
 *
 * A reply's report (`replyId`) goes the same way, with the reply in the post's place: its own report id and
 * queue entry, auto-hide of the reply alone (`hidden` on it; the trigger takes it out of the thread), and
 * "This reply does not exist" for a reply nobody can see, which includes any reply of a post out of view.
 */
export async function fileReport(
  report: NewReport,
  who: Reporter,
  threshold: number,
  weight: ReportWeight | null,
): Promise<{ alreadyReported: boolean }> {
  const db = getFirestore();
  const { postId, replyId } = report;
  const refs = postRefs(db, postId);
  const reply = replyId === undefined ? null : replyRefs(db, postId, replyId);
  const queueRef = reply?.queue ?? refs.queue;
  const target = replyId === undefined ? postId : `${postId}_${replyId}`;
  const reportRef = collections(db).reports.doc(`${target}_${keyHash(who.reporter)}`);

  // A repeat spends nothing: checked before any slot is taken (and again in the transaction).
  if ((await reportRef.get()).exists) return { alreadyReported: true };

  const now = new Date();
  const slots: RateLimitRef[] = [];
  // "repeat": given back; "filed" and "unseen" (a post nobody can see, whether or not the report was filed) keep
  // what they spent.
  let outcome: "filed" | "repeat" | "unseen" | undefined;
  try {
    await takeMinuteSlots(db, who.limiters, now, slots, "reports");
    const days = dayCounters(db, who.limiters, now, "reports");
    const weighed = weight ? weightDocuments(db, weight, now) : null;
    outcome = await db.runTransaction(async (transaction) => {
      const [stored, storedReply, existing, queue, counters, standing, spent] = await Promise.all([
        transaction.get(refs.post),
        reply ? transaction.get(reply.reply) : undefined,
        transaction.get(reportRef),
        transaction.get(queueRef),
        days.refs.length > 0 ? transaction.getAll(...days.refs) : [],
        weighed ? transaction.get(weighed.standing) : undefined,
        weighed ? transaction.get(weighed.day) : undefined,
      ]);
      if (existing.exists) return "repeat";
      days.spend(transaction, counters);
      const post = stored.data();
      // A post safe mode holds is nobody's to see but its author's: a report of it is not filed (decision 0131).
      if (post === undefined || post.heldForReview === true) return "unseen";
      // A reply is seen only under a post in view; the reply then stands where the post does below.
      const reported = reply ? storedReply?.data() : post;
      if (reported === undefined || (reply && isHidden(post)) || reported.heldForReview === true) return "unseen";

      const counts =
        weighed !== null &&
        weighed.usable(standing, spent) &&
        !isHidden(reported) &&
        reported[MODERATOR_KEPT_FIELD] !== true;
      const from: NoteSource =
        weighed !== null && weighed.inGoodStanding(standing) ? "standing" : report.account ? "account" : "signed-out";
      const before = queue.data();
      const countingReporters = (before?.countingReporters ?? 0) + (counts ? 1 : 0);
      const reasons = { ...before?.reasons };
      reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
      const note = report.note ? { reason: report.reason, note: report.note, at: Timestamp.fromDate(now), from } : null;
      // Only the report that reaches the threshold hides (`counts` is false for a hidden or kept post).
      const hides = counts && countingReporters === threshold;
      const order = reportedQueueOrder(before, isHidden(reported) || hides);
      // Typed where it is built, so a field the schema does not have fails typecheck here.
      const next: WithFieldValue<QueueEntryDocument> = {
        reasons,
        notes: withNote(storedNotes(before?.notes), note),
        reports: (before?.reports ?? 0) + 1,
        // Of them, from signed-in accounts (not anonymous identities).
        accounts: (before?.accounts ?? 0) + (report.account ? 1 : 0),
        // Accounts with standing whose reports counted toward auto-hide.
        countingReporters,
        lastReportAt: FieldValue.serverTimestamp(),
        // When this round of reports began (a Keep ends a round): "Your reports" tells pending from kept by it.
        openedAt: before?.openedAt ?? FieldValue.serverTimestamp(),
        ...order,
        ...(replyId !== undefined && replyEntryFields(postId, replyId)),
      };

      transaction.create(reportRef, {
        postId,
        ...(replyId !== undefined && { replyId }),
        reason: report.reason,
        ...(report.note && { note: report.note }),
        ...(report.uid && { uid: report.uid }),
        // For "Your reports"; never a hidden post's title, which may be what was removed.
        ...(reply === null && typeof post.title === "string" && !isHidden(post) && { title: post.title }),
        ...(counts && { [COUNTED_FIELD]: true }),
        createdAt: FieldValue.serverTimestamp(),
      });
      if (counts) weighed.spend(transaction, spent);
      transaction.set(queueRef, next);

      if (hides) {
        const reason = hiddenByReportsReason(countingReporters);
        // Its author is told at once, as a moderator's hide is told (decision 0128); no actor, no guideline yet.
        const author = replyId !== undefined && reply ? authorOfReply(reported, post) : authorOfPost(post);
        if (author !== null) {
          writeNotice(transaction, db, {
            author,
            action: "auto-hidden",
            reply: replyId !== undefined,
            items: [noticeItemOf(postId, replyId)],
            title: noticeTitleOf(postId, post),
            reason,
          });
        }
        if (replyId !== undefined) {
          setReplyHidden(transaction, db, postId, replyId, true, reason);
          writeLog(transaction, db, { action: "hidden", by: "reports", reason, reply: true });
        } else {
          setHidden(transaction, db, postId, true, reason);
          const title = logTitleFor(post, { reasons });
          writeLog(transaction, db, { action: "hidden", by: "reports", reason, title, postId });
        }
      }
      return isHidden(reported) ? "unseen" : "filed";
    });
  } finally {
    if (outcome === undefined || outcome === "repeat") await giveBack(slots);
  }
  if (outcome === "unseen") {
    throw replyId === undefined ? badInput("postId", UNKNOWN_POST_MESSAGE) : badInput("replyId", UNKNOWN_REPLY_MESSAGE);
  }
  return { alreadyReported: outcome === "repeat" };
}
