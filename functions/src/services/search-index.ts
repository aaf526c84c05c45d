import { FieldValue, getFirestore, Timestamp, type DocumentData } from "firebase-admin/firestore";
import {
  COUNTERS_DOCUMENT,
  POST_COUNT_FIELD,
  SEARCH_INDEX_COLLECTION,
  searchIndexIdFor,
  searchIndexEntryFor,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";

const indexIdOf = (postId: string, post: DocumentData | null) =>
  post?.createdAt instanceof Timestamp ? searchIndexIdFor(post.createdAt.toMillis(), postId) : null;

/**
 * Brings the search index and the post count in line with one post's change from `before` to `after`
 * (null: absent), whoever made it: a function, an admin in the console, an import. Idempotent, so a
 * retried trigger neither doubles nor loses a count: the count moves only when the post's index entry
 * appears or disappears, in the same transaction.
 */
export async function syncPost(postId: string, before: DocumentData | null, after: DocumentData | null) {
  const db = getFirestore();
  const index = db.collection(SEARCH_INDEX_COLLECTION);
  const countersRef = db.doc(COUNTERS_DOCUMENT);

  // A post added by hand without a time would never show in the newest-first list: it gets one.
  const missingTime = after !== null && !(after.createdAt instanceof Timestamp);
  const createdAt: Timestamp = after?.createdAt instanceof Timestamp ? after.createdAt : Timestamp.now();
  const newId = after ? searchIndexIdFor(createdAt.toMillis(), postId) : null;
  const oldId = indexIdOf(postId, before);

  await db.runTransaction(
    async (transaction) => {
      // Transactions read everything before they write.
      const [oldEntry, newEntry] = await Promise.all([
        oldId ? transaction.get(index.doc(oldId)) : null,
        newId ? transaction.get(index.doc(newId)) : null,
      ]);
      const wasIndexed = Boolean(oldEntry?.exists || newEntry?.exists);

      if (after && missingTime) transaction.update(db.collection(SUGGESTIONS_COLLECTION).doc(postId), { createdAt });
      if (oldId && oldId !== newId && oldEntry?.exists) transaction.delete(index.doc(oldId));
      if (after && newId) transaction.set(index.doc(newId), searchIndexEntryFor(postId, after, createdAt));

      const change = (after ? 1 : 0) - (wasIndexed ? 1 : 0);
      if (change !== 0) {
        transaction.set(countersRef, { [POST_COUNT_FIELD]: FieldValue.increment(change) }, { merge: true });
      }
    },
    { maxAttempts: 25 },
  ); // a burst of posts contends for the one counter document
}
