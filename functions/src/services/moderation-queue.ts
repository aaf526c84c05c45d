// What moderators read (the queue) and what a reporter reads (their own reports), through callables only:
// neither collection is open to clients.
import { getFirestore, Timestamp, type DocumentData } from "firebase-admin/firestore";
import {
  DELETED_POSTS_COLLECTION,
  HIDDEN_REASON_FIELD,
  listedPostFor,
  MAX_PAGE_SIZE,
  MODERATION_QUEUE_COLLECTION,
  REPORT_REASONS,
  REPORTS_COLLECTION,
  SUGGESTIONS_COLLECTION,
  type MyReport,
  type QueueItem,
  type ReportOutcome,
  type ReportReason,
} from "@village/shared";
import { isHidden } from "./post-state.js";

const isoOf = (value: unknown): string =>
  (value instanceof Timestamp ? value : Timestamp.fromMillis(0)).toDate().toISOString();

const isReason = (value: unknown): value is ReportReason =>
  typeof value === "string" && (REPORT_REASONS as readonly string[]).includes(value);

function notesOf(value: unknown): QueueItem["notes"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: DocumentData) =>
    isReason(entry.reason) && typeof entry.note === "string"
      ? [{ reason: entry.reason, note: entry.note, at: isoOf(entry.at) }]
      : [],
  );
}

function reasonsOf(value: unknown): QueueItem["reasons"] {
  const counts = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    REPORT_REASONS.filter((reason) => Number(counts[reason]) > 0).map((reason) => [reason, Number(counts[reason])]),
  );
}

/** The newest reported or hidden posts, newest report first, with what moderators need and nobody's identity. */
export async function readQueue(): Promise<QueueItem[]> {
  const db = getFirestore();
  const queue = await db
    .collection(MODERATION_QUEUE_COLLECTION)
    .orderBy("lastReportAt", "desc")
    .limit(MAX_PAGE_SIZE)
    .get();
  if (queue.empty) return [];
  const posts = await db.getAll(...queue.docs.map((entry) => db.collection(SUGGESTIONS_COLLECTION).doc(entry.id)));
  return queue.docs.flatMap((entry, index) => {
    const post = posts[index];
    if (!post?.exists) return [];
    const data = post.data() ?? {};
    const listed = listedPostFor(post.id, data, null);
    const reports = Number(entry.get("reports") ?? 0);
    const hiddenReason: unknown = data[HIDDEN_REASON_FIELD];
    return [
      {
        postId: post.id,
        ...(listed.title !== undefined && { title: listed.title }),
        ...(listed.details !== undefined && { details: listed.details }),
        ...(listed.link !== undefined && { link: listed.link }),
        ...(listed.author !== undefined && { author: listed.author }),
        hidden: isHidden(data),
        ...(typeof hiddenReason === "string" && { hiddenReason }),
        reasons: reasonsOf(entry.get("reasons")),
        notes: notesOf(entry.get("notes")),
        reports,
        reporters: Number(entry.get("reporters") ?? 0),
        oneAddress:
          reports > 1 && Number(entry.get("addressedReports") ?? 0) === reports && Number(entry.get("addresses")) === 1,
        lastReportAt: isoOf(entry.get("lastReportAt")),
      },
    ];
  });
}

/**
 * The caller's newest reports and what became of each: removed (deleted), hidden, pending (still in the
 * queue since before the report), else kept (a moderator dismissed the reports).
 */
export async function readMyReports(uid: string): Promise<MyReport[]> {
  const db = getFirestore();
  const reports = await db
    .collection(REPORTS_COLLECTION)
    .where("uid", "==", uid)
    .orderBy("createdAt", "desc")
    .limit(MAX_PAGE_SIZE)
    .get();
  if (reports.empty) return [];
  const ids = reports.docs.map((report) => String(report.get("postId")));
  const refsOf = (collection: string) => ids.map((id) => db.collection(collection).doc(id));
  const [posts, tombstones, queues] = await Promise.all([
    db.getAll(...refsOf(SUGGESTIONS_COLLECTION)),
    db.getAll(...refsOf(DELETED_POSTS_COLLECTION)),
    db.getAll(...refsOf(MODERATION_QUEUE_COLLECTION)),
  ]);
  return reports.docs.flatMap((report, index) => {
    const reason: unknown = report.get("reason");
    if (!isReason(reason)) return [];
    const reportedAt = report.get("createdAt") as unknown;
    const openedAt = queues[index]?.get("openedAt") as unknown;
    const pending =
      queues[index]?.exists === true &&
      reportedAt instanceof Timestamp &&
      openedAt instanceof Timestamp &&
      openedAt.toMillis() <= reportedAt.toMillis();
    const outcome: ReportOutcome = tombstones[index]?.exists
      ? "removed"
      : isHidden(posts[index]?.data())
        ? "hidden"
        : pending
          ? "pending"
          : "kept";
    const title: unknown = report.get("title");
    return [
      {
        postId: ids[index] ?? "",
        // A hidden or deleted post's title is what may have been removed: only a post that is up shows it.
        ...(typeof title === "string" && (outcome === "pending" || outcome === "kept") && { title }),
        reason,
        reportedAt: isoOf(reportedAt),
        outcome,
      },
    ];
  });
}
