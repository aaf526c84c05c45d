import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { listedReplyFor, type ListedReply } from "@village/shared";
import type { PublicReplyDocument, ReplyDocument, StoredTime } from "@village/shared/documents";
import { collections, getEach, threadCollections } from "../../lib/collections.js";
import { isHidden } from "../posts/post-state.js";

/**
 * Step: what the thread shows of a stored reply, or null when it is out of view: gone, hidden (a moderator, an
 * administrator in the console), held (a deleted account's kept reply), or without a time yet. Only the public fields (`listedReplyFor`).
 */
export function listedReply(
  postId: string,
  replyId: string,
  reply: ReplyDocument | null,
): ListedReply<StoredTime> | null {
  if (reply === null || reply.createdAt === undefined || isHidden(reply)) return null;
  // A deleted account's kept reply, until its own time to come back (services/accounts/account-replies.ts).
  if (reply.heldUntil !== undefined) return null;
  // Held by safe mode until a moderator approves it (services/moderation/safe-mode.ts, decision 0131).
  if (reply.heldForReview === true) return null;
  return listedReplyFor(postId, replyId, reply, reply.createdAt);
}

/** Whether two public replies hold the same fields with the same values. */
export function samePublicReply(a: PublicReplyDocument, b: PublicReplyDocument): boolean {
  const fields = (reply: PublicReplyDocument) => Object.keys(reply).sort().join();
  return (
    fields(a) === fields(b) &&
    a.replyId === b.replyId &&
    a.text === b.text &&
    a.author === b.author &&
    a.byPostAuthor === b.byPostAuthor &&
    a.postId === b.postId &&
    a.createdAt.seconds === b.createdAt.seconds &&
    a.createdAt.nanoseconds === b.createdAt.nanoseconds
  );
}

/**
 * Brings a reply's public document (`posts/{postId}/listedReplies/{replyId}`) in line with the stored reply as
 * it is now, whoever wrote it: written while it is in view, deleted when it leaves, and not written at all
 * when it already says the same (no fresh `updateTime` from a change nobody sees, as for posts:
 * docs/decisions/0087). It reads the reply itself, so an event delivered late, twice or out of order still
 * leaves the right result. It touches nothing of the post: a reply never moves a post in any list. Whether
 * the thread is readable at all follows the post's own public document (firestore.rules), so hiding or
 * deleting the post needs no write here.
 */
export async function syncReply(
  postId: string,
  replyId: string,
  db: Firestore = getFirestore(),
): Promise<ReplyListing> {
  const thread = threadCollections(db, postId);
  const storedRef = thread.replies.doc(replyId);
  const publicRef = thread.listedReplies.doc(replyId);
  return db.runTransaction(async (transaction): Promise<ReplyListing> => {
    const [stored, published] = await getEach(transaction, storedRef, publicRef);
    const listed = listedReply(postId, replyId, stored.data() ?? null);
    const current = published.data();
    if (listed) {
      if (current === undefined || !samePublicReply(current, listed)) transaction.set(publicRef, listed);
      return published.exists ? "unchanged" : "listed";
    }
    if (!published.exists) return "unchanged";
    transaction.delete(publicRef);
    return "unlisted";
  });
}

/**
 * A deleted post's thread goes with it (whoever deleted the post: its author, a moderator, an account's
 * deletion, the console): its replies, the names given in it, its repliers' pace entries, what its author saw
 * of it (decision 0120) and the replies' public copies. `recursiveDelete` (BulkWriter) rather than one transaction: a thread may hold more than a
 * transaction's 500 writes, and nothing here needs to be atomic (a retried event starts again where the
 * last left off). Does nothing while the post exists: a late or repeated event never empties a live thread.
 */
export async function deleteThreadOf(postId: string, db: Firestore = getFirestore()): Promise<void> {
  if ((await collections(db).suggestions.doc(postId).get()).exists) return;
  const thread = threadCollections(db, postId);
  const { replies, threadNames, threadRepliers, replyNotices, listedReplies, versions } = thread;
  // The earlier versions an author's edits replaced (issue #48) go with the post: deleted is deleted.
  for (const collection of [replies, threadNames, threadRepliers, replyNotices, listedReplies, versions]) {
    await db.recursiveDelete(collection);
  }
}

/**
 * What a sync did to the thread's list: a reply came into it, left it, or its count stayed (an edit, a
 * repeat, a reply out of view that stays so). Only the first two can change the thread's reply count.
 */
export type ReplyListing = "listed" | "unlisted" | "unchanged";
