import { FieldPath, getFirestore } from "firebase-admin/firestore";
import { COUNTERS_DOCUMENT, POST_COUNT_FIELD, SUGGESTIONS_COLLECTION } from "@village/shared";
import { syncPost } from "./search-index.js";

const BATCH = 300;

/**
 * Indexes every post for search and sets the post count from a count aggregation over the collection.
 * Safe to run any number of times: each post's sync is idempotent.
 */
export async function backfill(log: (line: string) => void = console.log): Promise<number> {
  const db = getFirestore();
  let done = 0;
  let last: string | null = null;
  for (;;) {
    let page = db.collection(SUGGESTIONS_COLLECTION).orderBy(FieldPath.documentId()).limit(BATCH);
    if (last !== null) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    // Before and after are the same: an entry for any other time is left as it is.
    for (const post of snapshot.docs) await syncPost(post.id, post.data(), post.data());
    done += snapshot.size;
    last = snapshot.docs[snapshot.docs.length - 1]?.id ?? null;
    log(`Indexed ${done} posts…`);
  }
  // The running total, recounted from the collection itself.
  const total = (await db.collection(SUGGESTIONS_COLLECTION).count().get()).data().count;
  await db.doc(COUNTERS_DOCUMENT).set({ [POST_COUNT_FIELD]: total }, { merge: true });
  log(`Done: ${done} posts indexed; post count set to ${total}.`);
  return total;
}
