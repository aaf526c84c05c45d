// What moderators read (the queue) and what a reporter reads (their own reports), through callables only:
// neither collection is open to clients.
import { FieldPath, getFirestore, Timestamp } from "firebase-admin/firestore";
import {
  DELETED_POSTS_COLLECTION,
  HIDDEN_REASON_FIELD,
  listedPostFor,
  MAX_PAGE_SIZE,
  MODERATION_QUEUE_COLLECTION,
  PAGE_SIZE,
  QUEUE_CURSOR_MESSAGE,
  REPORT_REASONS,
  REPORTS_COLLECTION,
  SUGGESTIONS_COLLECTION,
  type MyReport,
  type QueueItem,
  type ReportOutcome,
  type ReportReason,
} from "@village/shared";
import { badInput, isHidden } from "./post-state.js";
import { storedNotes } from "./queue-notes.js";
import { NEW_REPORTS_FIELD, QUEUE_RANK_FIELD, QUEUE_SINCE_FIELD, REVIEWED } from "./queue-order.js";

const isoOf = (value: unknown): string =>
  (value instanceof Timestamp ? value : Timestamp.fromMillis(0)).toDate().toISOString();

const isReason = (value: unknown): value is ReportReason =>
  typeof value === "string" && (REPORT_REASONS as readonly string[]).includes(value);

function notesOf(value: unknown): QueueItem["notes"] {
  return storedNotes(value).flatMap((entry) =>
    isReason(entry.reason)
      ? [{ reason: entry.reason, note: entry.note, at: entry.at.toDate().toISOString(), from: entry.from }]
      : [],
  );
}

function reasonsOf(value: unknown): QueueItem["reasons"] {
  const counts = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    REPORT_REASONS.filter((reason) => Number(counts[reason]) > 0).map((reason) => [reason, Number(counts[reason])]),
  );
}

/** Entries per page of the queue. */
export const QUEUE_PAGE_SIZE = PAGE_SIZE;

/** Where a page ends: the last entry's rank, time and id (opaque to the client, base64url JSON). */
interface Cursor {
  rank: number;
  seconds: number;
  nanos: number;
  id: string;
}

const encodeCursor = (cursor: Cursor): string => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<Cursor>;
    const { rank, seconds, nanos, id } = value;
    if (
      Number.isInteger(rank) &&
      Number.isInteger(seconds) &&
      Number.isInteger(nanos) &&
      typeof id === "string" &&
      /^[A-Za-z0-9_-]{1,64}$/.test(id)
    ) {
      return value as Cursor;
    }
  } catch {
    // Falls through to the refusal.
  }
  throw badInput("cursor", QUEUE_CURSOR_MESSAGE);
}

/**
 * One page of the queue, in its order (see queue-order.ts), with what moderators need and nobody's
 * identity; `next` continues after its last entry. An entry whose post is gone (which every removal also
 * deletes) is left out and deleted, so that nothing stale takes a moderator's place in line.
 */
export async function readQueue(cursor?: string): Promise<{ items: QueueItem[]; next?: string }> {
  const db = getFirestore();
  let query = db
    .collection(MODERATION_QUEUE_COLLECTION)
    .orderBy(QUEUE_RANK_FIELD)
    .orderBy(QUEUE_SINCE_FIELD)
    .orderBy(FieldPath.documentId())
    .limit(QUEUE_PAGE_SIZE);
  if (cursor !== undefined) {
    const after = decodeCursor(cursor);
    query = query.startAfter(after.rank, new Timestamp(after.seconds, after.nanos), after.id);
  }
  const queue = await query.get();
  if (queue.empty) return { items: [] };
  const posts = await db.getAll(...queue.docs.map((entry) => db.collection(SUGGESTIONS_COLLECTION).doc(entry.id)));
  const stale = queue.docs.filter((_entry, index) => posts[index]?.exists !== true);
  await Promise.all(stale.map((entry) => entry.ref.delete()));
  const last = queue.docs.at(-1);
  const since: unknown = last?.get(QUEUE_SINCE_FIELD);
  const next =
    last && queue.size === QUEUE_PAGE_SIZE && since instanceof Timestamp
      ? encodeCursor({
          rank: Number(last.get(QUEUE_RANK_FIELD)),
          seconds: since.seconds,
          nanos: since.nanoseconds,
          id: last.id,
        })
      : undefined;
  const items = queue.docs.flatMap((entry, index) => {
    const post = posts[index];
    if (!post?.exists) return [];
    const data = post.data() ?? {};
    const listed = listedPostFor(post.id, data, null);
    const reports = Number(entry.get("reports") ?? 0);
    const hiddenReason: unknown = data[HIDDEN_REASON_FIELD];
    const createdAt: unknown = data.createdAt;
    const openedAt: unknown = entry.get("openedAt");
    return [
      {
        postId: post.id,
        ...(createdAt instanceof Timestamp && { postedAt: isoOf(createdAt) }),
        ...(listed.title !== undefined && { title: listed.title }),
        ...(listed.details !== undefined && { details: listed.details }),
        ...(listed.link !== undefined && { link: listed.link }),
        ...(listed.author !== undefined && { author: listed.author }),
        hidden: isHidden(data),
        ...(typeof hiddenReason === "string" && { hiddenReason }),
        reasons: reasonsOf(entry.get("reasons")),
        notes: notesOf(entry.get("notes")),
        reports,
        accounts: Number(entry.get("accounts") ?? 0),
        counted: Number(entry.get("countingReporters") ?? 0),
        newReports: Number(entry.get(NEW_REPORTS_FIELD) ?? 0),
        ...(openedAt instanceof Timestamp && { firstReportAt: isoOf(openedAt) }),
        lastReportAt: isoOf(entry.get("lastReportAt") ?? entry.get(QUEUE_SINCE_FIELD)),
        reviewed: entry.get(QUEUE_RANK_FIELD) === REVIEWED,
      },
    ];
  });
  return { items, ...(next !== undefined && { next }) };
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
