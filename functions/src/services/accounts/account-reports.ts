// An account's reports (the `uid` field of `reports`): exported with the account, deleted with it.
import { getFirestore, type CollectionReference, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { REPORTS_COLLECTION } from "@village/shared";
import type { ReportDocument } from "@village/shared/documents";
import { queueEntryIdOf } from "../moderation/reply-moderation.js";
import { collections, updateFields } from "../../lib/collections.js";

// Reports are rate limited (30 a day by default), so a few pages cover years.
const PAGE = 300;

type Report = QueryDocumentSnapshot<ReportDocument, ReportDocument>;

async function filedBy<T extends object>(
  reports: CollectionReference<T, T>,
  uid: string,
): Promise<QueryDocumentSnapshot<T, T>[]> {
  const found: QueryDocumentSnapshot<T, T>[] = [];
  for (;;) {
    const last = found.at(-1);
    let query = reports.where("uid", "==", uid).orderBy("__name__").limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    found.push(...page.docs);
    if (page.size < PAGE) return found;
  }
}

/** Every report the account filed while signed in. */
export const accountReports = (uid: string): Promise<Report[]> => filedBy(collections(getFirestore()).reports, uid);

/** The same reports as stored, every field as it is, for the account's data download (see accountPostsAsStored). */
export const accountReportsAsStored = (uid: string) => filedBy(getFirestore().collection(REPORTS_COLLECTION), uid);

/**
 * The note a report left in its post's (or reply's) queue entry goes with the report: the first note of the same reason
 * and text (the queue keeps no reporter, so this is the one link left between note and person).
 */
async function removeQueueNote(report: Report): Promise<void> {
  const { note, postId, replyId, reason } = report.data();
  if (note === undefined) return;
  const db = getFirestore();
  // A reply's report left its note in the reply's entry, never the post's.
  const queueRef = collections(db).moderationQueue.doc(queueEntryIdOf(postId, replyId));
  await db.runTransaction(async (transaction) => {
    const notes = (await transaction.get(queueRef)).data()?.notes;
    if (notes === undefined) return;
    const at = notes.findIndex((entry) => entry.reason === reason && entry.note === note);
    if (at >= 0) updateFields(transaction, queueRef, { notes: notes.filter((_, index) => index !== at) });
  });
}

/**
 * Deletes the account's reports (their notes in the queue with them) and its reporter standing. The queue's
 * counts stay: they name nobody. Safe to run again after a failure.
 */
export async function deleteAccountReports(uid: string): Promise<void> {
  for (const report of await accountReports(uid)) {
    await removeQueueNote(report);
    await report.ref.delete();
  }
  await collections(getFirestore()).reporterStanding.doc(uid).delete();
}
