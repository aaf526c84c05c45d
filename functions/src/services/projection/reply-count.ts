// A thread's reply count on its post's public documents: counted, not kept by increments, so that a task run
// twice, late or out of order still writes the number of replies listed (docs/decisions/0118).
import { FieldValue, getFirestore, type Firestore, type UpdateData } from "firebase-admin/firestore";
import { REPLY_COUNT_FIELD } from "@village/shared";
import { collections, threadCollections } from "../../lib/collections.js";
import { hasGrpcCode } from "../../lib/firestore-errors.js";
import type { PublicPostDocument } from "@village/shared/documents";

export type CountedThread =
  | { replies: number; written: boolean }
  /** The post is out of public view: its thread is not readable, and there is nothing to write on. */
  | { replies: null; written: false };

/** What the public documents hold for `replies`: the number, or no field at all for none (as before any reply). */
export const storedReplyCount = (replies: number) => (replies > 0 ? replies : FieldValue.delete());

/** Whether the public document already says `replies` (absent means none). */
export const sameReplyCount = (published: PublicPostDocument, replies: number): boolean =>
  (published.replyCount ?? 0) === replies;

// gRPC 9 FAILED_PRECONDITION (the document changed since it was read), 5 NOT_FOUND (it left view).
const lostRace = (error: unknown) => hasGrpcCode(error, 9, 5);

/**
 * Counts the thread's public replies (one count aggregation: a read per 1,000 replies, whatever the thread's
 * size) and the post's public document at one read time (a read-only transaction, which locks nothing, so
 * replies never wait for it), then writes the count on the public document and the search entry only when
 * it changed, on condition that the public document is as read: a count read before another write never
 * overwrites it, it counts again. The home document follows at its next build (it copies public documents).
 */
export async function countReplies(postId: string, db: Firestore = getFirestore()): Promise<CountedThread> {
  const publishedRef = collections(db).posts.doc(postId);
  const indexedRef = collections(db).searchIndex.doc(postId);
  const listed = threadCollections(db, postId).listedReplies;
  for (let attempt = 1; ; attempt++) {
    const { published, indexed, replies } = await db.runTransaction(
      async (transaction) => {
        const [published, indexed, counted] = await Promise.all([
          transaction.get(publishedRef),
          transaction.get(indexedRef),
          transaction.get(listed.count()),
        ]);
        return { published, indexed, replies: counted.data().count };
      },
      { readOnly: true },
    );
    const current = published.data();
    if (current === undefined || !published.updateTime) return { replies: null, written: false };
    if (sameReplyCount(current, replies)) return { replies, written: false };
    const field: UpdateData<PublicPostDocument> = { [REPLY_COUNT_FIELD]: storedReplyCount(replies) };
    const batch = db.batch();
    batch.update(publishedRef, field, { lastUpdateTime: published.updateTime });
    // The entry is the sync's (sync-post.ts), written in the post's transaction: present with the document.
    if (indexed.exists) batch.update(indexedRef, field);
    try {
      await batch.commit();
      return { replies, written: true };
    } catch (error) {
      if (!lostRace(error) || attempt >= 5) throw error;
    }
  }
}
