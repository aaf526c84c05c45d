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
import type { ReplyDocument, StoredTime } from "@village/shared/documents";
import { collections, readAll, threadCollections } from "../../lib/collections.js";
import { readVersions } from "../posts/edit-post.js";
import { badInput, isHidden } from "../posts/post-state.js";
import { storedNotes } from "./queue-notes.js";
import { queueEntryIdOf } from "./reply-moderation.js";
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
  // A post's id, or a reply's entry's `{postId}_{replyId}`.
  id: z.string().regex(/^[A-Za-z0-9_-]{1,129}$/),
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
 * deletes) is left out and deleted, so that nothing stale takes a moderator's place in line. A reply's entry
 * (it names its post and reply) shows the reply, with its post's title and link for context; it is stale
 * once either is gone.
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
    queue.docs.map((entry) => stored.suggestions.doc(entry.data().postId ?? entry.id)),
  );
  const replyIdOf = (index: number) => queue.docs[index]?.data().replyId;
  const replies = await readAll(
    db,
    queue.docs.flatMap((entry) => {
      const { postId, replyId } = entry.data();
      return postId !== undefined && replyId !== undefined ? [threadCollections(db, postId).replies.doc(replyId)] : [];
    }),
  );
  const replyOf = new Map(replies.map((reply) => [reply.ref.path, reply]));
  // What the author's edits replaced, for each edited post's own entry (never a reply's): one query each.
  const versionsOf = new Map(
    await Promise.all(
      posts.flatMap((post, index) =>
        post.data()?.editedAt !== undefined && replyIdOf(index) === undefined
          ? [readVersions(post.id).then((versions) => [post.id, versions] as const)]
          : [],
      ),
    ),
  );
  const replyAt = (index: number): ReplyDocument | undefined => {
    const entry = queue.docs[index]?.data();
    if (entry?.postId === undefined || entry.replyId === undefined) return undefined;
    return replyOf.get(threadCollections(db, entry.postId).replies.doc(entry.replyId).path)?.data();
  };
  const stale = queue.docs.filter(
    (_entry, index) => posts[index]?.exists !== true || (replyIdOf(index) !== undefined && !replyAt(index)),
  );
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
    const reply = replyAt(index);
    if (queued.replyId !== undefined && reply === undefined) return [];
    // A reply's entry: the reply's own text, name, time and state; the post's title and link for context.
    const subject = reply ?? data;
    const hiddenReason = subject[HIDDEN_REASON_FIELD];
    const { createdAt } = subject;
    const details = reply ? reply.text : listed.details;
    const author = reply ? reply.author : listed.author;
    const { openedAt } = queued;
    const versions = reply ? undefined : versionsOf.get(post.id);
    return [
      {
        postId: post.id,
        ...(queued.replyId !== undefined && { replyId: queued.replyId }),
        ...(createdAt !== undefined && { postedAt: isoOf(createdAt) }),
        ...(!reply && data.editedAt !== undefined && { editedAt: isoOf(data.editedAt) }),
        ...(versions !== undefined && { versions }),
        ...(listed.title !== undefined && { title: listed.title }),
        ...(details !== undefined && { details }),
        ...(listed.link !== undefined && { link: listed.link }),
        ...(author !== undefined && { author }),
        hidden: isHidden(subject),
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
        ...(subject.heldForReview === true && { held: true }),
      },
    ];
  });
  return { items, ...(next !== undefined && { next }) };
}

/**
 * The caller's newest reports and what became of each: removed (deleted), hidden, pending (still in the
 * queue since before the report), else kept (a moderator dismissed the reports). A reply's report is the
 * reply's own outcome, under its post: hidden or removed with its post too; its title is the post's, while the
 * post is up, and nothing of the reply or its writer is told (decision 0121).
 */
export async function readMyReports(uid: string): Promise<MyReport[]> {
  const db = getFirestore();
  const stored = collections(db);
  const reports = await stored.reports.where("uid", "==", uid).orderBy("createdAt", "desc").limit(MAX_PAGE_SIZE).get();
  if (reports.empty) return [];
  const filed = reports.docs.map((report) => report.data());
  const ids = filed.map((report) => report.postId);
  // The replies reported, in the order of the reports that name one.
  const ofReplies = filed.flatMap(({ postId, replyId }) => (replyId === undefined ? [] : [{ postId, replyId }]));
  const [posts, tombstones, queues, replies] = await Promise.all([
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
      filed.map(({ postId, replyId }) => stored.moderationQueue.doc(queueEntryIdOf(postId, replyId))),
    ),
    readAll(
      db,
      ofReplies.map(({ postId, replyId }) => threadCollections(db, postId).replies.doc(replyId)),
    ),
  ]);
  let replyAt = 0;
  return filed.flatMap((report, index) => {
    const { reason, createdAt: reportedAt, title, replyId } = report;
    const reply = replyId === undefined ? null : replies[replyAt++];
    if (!isReason(reason)) return [];
    const post = posts[index]?.data();
    const openedAt = queues[index]?.data()?.openedAt;
    const pending = openedAt !== undefined && openedAt.toMillis() <= reportedAt.toMillis();
    const postGone = tombstones[index]?.exists === true || post === undefined;
    const outcome: ReportOutcome =
      postGone || reply?.exists === false
        ? "removed"
        : isHidden(post) || isHidden(reply?.data())
          ? "hidden"
          : pending
            ? "pending"
            : "kept";
    const postId = ids[index] ?? "";
    if (replyId !== undefined) {
      // The thread is linked, and named by its post's title, only while the post is up (as the board shows it).
      const threadUp = !postGone && !isHidden(post);
      const postTitle = threadUp && typeof post.title === "string" && post.title !== "" ? post.title : undefined;
      return [
        {
          postId,
          replyId,
          threadUp,
          ...(postTitle !== undefined && { title: postTitle }),
          reason,
          reportedAt: isoOf(reportedAt),
          outcome,
        },
      ];
    }
    return [
      {
        postId,
        // A hidden or deleted post's title is what may have been removed: only a post that is up shows it.
        ...(title !== undefined && (outcome === "pending" || outcome === "kept") && { title }),
        reason,
        reportedAt: isoOf(reportedAt),
        outcome,
      },
    ];
  });
}
