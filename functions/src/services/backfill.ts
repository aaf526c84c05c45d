import { FieldPath, getFirestore } from "firebase-admin/firestore";
import {
  HOME_DOCUMENT,
  NEWEST_POSTS_FIELD,
  POST_COUNT_FIELD,
  SEARCH_INDEX_COLLECTION,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { readNewestPage } from "./newest-page.js";
import { syncPost } from "./sync-post.js";

const BATCH = 300;

/**
 * Indexes every post for search, then rebuilds the home document: the newest page, and the post count
 * from a count aggregation. Safe to run any number of times, and while people post: each post's sync is
 * idempotent, and the count is taken in one transaction with the home document.
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
    // The post as it is stands in for "before": an entry for any other time is left as it is.
    for (const post of snapshot.docs) await syncPost(post.id, post.data());
    done += snapshot.size;
    last = snapshot.docs[snapshot.docs.length - 1]?.id ?? null;
    log(`Indexed ${done} posts…`);
  }
  // Every post now has exactly one index entry, and the trigger adds or removes an entry in the same
  // transaction as it moves the count and reads the home document. Reading that document first makes
  // this transaction and any trigger's run one after the other, so the entries counted are exactly those
  // the count stands for.
  const homeRef = db.doc(HOME_DOCUMENT);
  const total = await db.runTransaction(async (transaction) => {
    await transaction.get(homeRef);
    const [count, newest] = await Promise.all([
      transaction.get(db.collection(SEARCH_INDEX_COLLECTION).count()),
      readNewestPage(transaction),
    ]);
    const posts = count.data().count;
    transaction.set(homeRef, { [POST_COUNT_FIELD]: posts, [NEWEST_POSTS_FIELD]: newest });
    return posts;
  });
  log(`Done: ${done} posts indexed; post count set to ${total}.`);
  return total;
}
