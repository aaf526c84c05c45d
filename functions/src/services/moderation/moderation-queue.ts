// What moderators read (the queue) and what a reporter reads (their own reports), through callables only:
// neither collection is open to clients.
import { FieldPath, getFirestore, Timestamp } from "firebase-admin/firestore";
import { z } from "zod";
import {
  cursorValue,
  HIDDEN_REASON_FIELD,
  listedPostFor,
  MAX_PAGE_SIZE,
  opaqueCursor,
  PAGE_SIZE,
  QUEUE_CURSOR_MESSAGE,
  REPORT_REASONS,
  type MyReport,
  type QueueItem,
  type ReportOutcome,
  type ReportReason,
} from "@village/shared";
import type { StoredTime } from "@village/shared/documents";
import { collections, readAll } from "../../lib/collections.js";
import { badInput, isHidden } from "../posts/post-state.js";
import { storedNotes } from "./queue-notes.js";
import { NEW_REPORTS_FIELD, QUEUE_RANK_FIELD, QUEUE_SINCE_FIELD, REVIEWED } from "./queue-order.js";

const isoOf = (value: StoredTime | undefined): string => (value?.toDate() ?? new Date(0)).toISOString();

const isReason = (value: unknown): value is ReportReason =>
  typeof value === "string" && (REPORT_REASONS as readonly string[]).includes(value);

function notesOf(value: unknown): QueueItem["notes"] {
  return storedNotes(value).flatMap((entry) =>
    isReason(entry.reason)
      ? [{ reason: entry.reason, note: entry.note, at: entry.at.toDate().toISOString(), from: entry.from }]
      : [],
  );
}

function reasonsOf(counts: Record<string, number> = {}): QueueItem["reasons"] {
  return Object.fromEntries(
    REPORT_REASONS.filter((reason) => Number(counts[reason]) > 0).map((reason) => [reason, Number(counts[reason])]),
  );
}

/** Entries per page of the queue. */
export const QUEUE_PAGE_SIZE = PAGE_SIZE;

/** Where a page ends: the last entry's rank, time and id (opaque to the client: `opaqueCursor` in shared/). */
const queueCursor = z.object({
  rank: z.number().int(),
  seconds: z.number().int(),
  nanos: z.number().int(),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
type Cursor = z.infer<typeof queueCursor>;

const encodeCursor = (cursor: Cursor): string => opaqueCursor(cursor);

function decodeCursor(text: string): Cursor {
  const cursor = cursorValue(text, queueCursor);
  if (cursor === null) throw badInput("cursor", QUEUE_CURSOR_MESSAGE);
  return cursor;
}

/**
 * One page of the queue, in its order (see queue-order.ts), with what moderators need and nobody's
 * identity; `next` continues after its last entry. An entry whose post is gone (which every removal also
 * deletes) is left out and deleted, so that nothing stale takes a moderator's place in line.
 */
export async function readQueue(cursor?: string): Promise<{ items: QueueItem[]; next?: string }> {
  const db = getFirestore();
  const stored = collections(db);
  let query = stored.moderationQueue
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
  const posts = await readAll(
    db,
    queue.docs.map((entry) => stored.suggestions.doc(entry.id)),
  );
  const stale = queue.docs.filter((_entry, index) => posts[index]?.exists !== true);
  await Promise.all(stale.map((entry) => entry.ref.delete()));
  const last = queue.docs.at(-1);
  const next =
    last && queue.size === QUEUE_PAGE_SIZE
      ? encodeCursor({
          rank: last.data()[QUEUE_RANK_FIELD],
          seconds: last.data()[QUEUE_SINCE_FIELD].seconds,
          nanos: last.data()[QUEUE_SINCE_FIELD].nanoseconds,
          id: last.id,
        })
      : undefined;
  const items = queue.docs.flatMap((entry, index) => {
    const post = posts[index];
    const data = post?.data();
    if (!post || data === undefined) return [];
    const queued = entry.data();
    const listed = listedPostFor(post.id, data, null);
    const hiddenReason = data[HIDDEN_REASON_FIELD];
    const { createdAt } = data;
    const { openedAt } = queued;
    return [
      {
        postId: post.id,
        ...(createdAt !== undefined && { postedAt: isoOf(createdAt) }),
        ...(listed.title !== undefined && { title: listed.title }),
        ...(listed.details !== undefined && { details: listed.details }),
        ...(listed.link !== undefined && { link: listed.link }),
        ...(listed.author !== undefined && { author: listed.author }),
        hidden: isHidden(data),
        ...(hiddenReason !== undefined && { hiddenReason }),
        reasons: reasonsOf(queued.reasons),
        notes: notesOf(queued.notes),
        reports: queued.reports ?? 0,
        accounts: queued.accounts ?? 0,
        counted: queued.countingReporters ?? 0,
        newReports: queued[NEW_REPORTS_FIELD] ?? 0,
        ...(openedAt !== undefined && { firstReportAt: isoOf(openedAt) }),
        lastReportAt: isoOf(queued.lastReportAt ?? queued[QUEUE_SINCE_FIELD]),
        reviewed: queued[QUEUE_RANK_FIELD] === REVIEWED,
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
  const stored = collections(db);
  const reports = await stored.reports.where("uid", "==", uid).orderBy("createdAt", "desc").limit(MAX_PAGE_SIZE).get();
  if (reports.empty) return [];
  const ids = reports.docs.map((report) => report.data().postId);
  const [posts, tombstones, queues] = await Promise.all([
    readAll(
      db,
      ids.map((id) => stored.suggestions.doc(id)),
    ),
    readAll(
      db,
      ids.map((id) => stored.deletedPosts.doc(id)),
    ),
    readAll(
      db,
      ids.map((id) => stored.moderationQueue.doc(id)),
    ),
  ]);
  return reports.docs.flatMap((report, index) => {
    const { reason, createdAt: reportedAt, title } = report.data();
    if (!isReason(reason)) return [];
    const openedAt = queues[index]?.data()?.openedAt;
    const pending = openedAt !== undefined && openedAt.toMillis() <= reportedAt.toMillis();
    const outcome: ReportOutcome = tombstones[index]?.exists
      ? "removed"
      : isHidden(posts[index]?.data())
        ? "hidden"
        : pending
          ? "pending"
          : "kept";
    return [
      {
        postId: ids[index] ?? "",
        // A hidden or deleted post's title is what may have been removed: only a post that is up shows it.
        ...(title !== undefined && (outcome === "pending" || outcome === "kept") && { title }),
        reason,
        reportedAt: isoOf(reportedAt),
        outcome,
      },
    ];
  });
}
