import { FieldValue, getFirestore, Timestamp, type DocumentData } from "firebase-admin/firestore";
import {
  COUNTERS_DOCUMENT,
  DETAILS_FIELD,
  POST_COUNT_FIELD,
  SEARCH_INDEX_COLLECTION,
  searchKeysFor,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The search-index entry for a post: its display fields, its time and its search keys. */
export function indexEntryFor(post: DocumentData, createdAt: Timestamp) {
  const entry = {
    title: text(post.title),
    details: text(post[DETAILS_FIELD]) ?? text(post.text),
    link: text(post.link),
    author: text(post.author),
  };
  const defined = Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined));
  return { ...defined, createdAt, keys: searchKeysFor(entry) };
}

/**
 * Brings the search index and the post count in line with one post, whoever wrote it (a function, an admin
 * in the console, an import). Idempotent, so a retried trigger neither doubles nor loses a count: the
 * count changes only when the index entry appears or disappears, in the same transaction.
 */
export async function syncPost(postId: string, post: DocumentData | null): Promise<void> {
  const db = getFirestore();
  const postRef = db.collection(SUGGESTIONS_COLLECTION).doc(postId);
  const indexRef = db.collection(SEARCH_INDEX_COLLECTION).doc(postId);
  const countersRef = db.doc(COUNTERS_DOCUMENT);

  await db.runTransaction(async (transaction) => {
    const indexed = await transaction.get(indexRef);
    if (post === null) {
      if (!indexed.exists) return;
      transaction.delete(indexRef);
      transaction.set(countersRef, { [POST_COUNT_FIELD]: FieldValue.increment(-1) }, { merge: true });
      return;
    }
    let createdAt = post.createdAt;
    if (!(createdAt instanceof Timestamp)) {
      // A post added by hand without a time would never show in the newest-first list.
      createdAt = Timestamp.now();
      transaction.update(postRef, { createdAt });
    }
    transaction.set(indexRef, indexEntryFor(post, createdAt));
    if (!indexed.exists) {
      transaction.set(countersRef, { [POST_COUNT_FIELD]: FieldValue.increment(1) }, { merge: true });
    }
  });
}
