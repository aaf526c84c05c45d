// An account's reports (the `uid` field of `reports`): exported with the account, deleted with it.
import { getFirestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { MODERATION_QUEUE_COLLECTION, REPORTS_COLLECTION } from "@village/shared";
import { REPORTER_STANDING_COLLECTION } from "./reporter-standing.js";

// Reports are rate limited (30 a day by default), so a few pages cover years.
const PAGE = 300;

/** Every report the account filed while signed in. */
export async function accountReports(uid: string): Promise<QueryDocumentSnapshot[]> {
  const reports = getFirestore().collection(REPORTS_COLLECTION);
  const found: QueryDocumentSnapshot[] = [];
  for (;;) {
    const last = found.at(-1);
    let query = reports.where("uid", "==", uid).orderBy("__name__").limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    found.push(...page.docs);
    if (page.size < PAGE) return found;
  }
}

/**
 * The note a report left in its post's queue entry goes with the report: the first note of the same reason
 * and text (the queue keeps no reporter, so this is the one link left between note and person).
 */
async function removeQueueNote(report: QueryDocumentSnapshot): Promise<void> {
  const note: unknown = report.get("note");
  const postId: unknown = report.get("postId");
  if (typeof note !== "string" || typeof postId !== "string") return;
  const db = getFirestore();
  const queueRef = db.collection(MODERATION_QUEUE_COLLECTION).doc(postId);
  await db.runTransaction(async (transaction) => {
    const notes: unknown = (await transaction.get(queueRef)).get("notes");
    if (!Array.isArray(notes)) return;
    const at = notes.findIndex(
      (entry: { reason?: unknown; note?: unknown }) => entry.reason === report.get("reason") && entry.note === note,
    );
    if (at >= 0) transaction.update(queueRef, { notes: notes.filter((_, index) => index !== at) });
  });
}

/**
 * Deletes the account's reports (their notes in the queue with them) and its reporter standing. The queue's
 * counts stay: they name nobody. Safe to run again after a failure.
 */
export async function deleteAccountReports(uid: string): Promise<void> {
  const db = getFirestore();
  for (const report of await accountReports(uid)) {
    await removeQueueNote(report);
    await report.ref.delete();
  }
  await db.collection(REPORTER_STANDING_COLLECTION).doc(uid).delete();
}
