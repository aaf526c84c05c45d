import { FieldPath, getFirestore, type Firestore } from "firebase-admin/firestore";
import { collections } from "../../lib/collections.js";
import { buildHome } from "./home-builder.js";
import { resetPostCount } from "./post-count.js";
import { syncPost } from "./sync-post.js";

const BATCH = 300;

export interface BackfillResult {
  /** Posts synced. */
  synced: number;
  /** Posts left out of public views, each with the reason (see `syncPost`). */
  unlisted: { postId: string; reason: string }[];
  /** Posts listed in public views: the count the home document now holds. */
  listed: number;
  /** Search entries of the earlier kind (id `{time counted backwards}_{post id}`) deleted. */
  oldEntriesDeleted: number;
}

// The search index's earlier ids: the post's time counted backwards (13 digits), then the post id.
const OLD_ENTRY_ID = /^\d{13}_/;

/**
 * Deletes the search entries of the earlier kind (decision 0040: entries are now keyed by the post id alone).
 * The search never finds them (they hold no `keys`); this only frees their storage and index entries.
 */
async function deleteOldSearchEntries(db: Firestore): Promise<number> {
  let deleted = 0;
  let last: string | null = null;
  for (;;) {
    // Ids only (an empty field mask): the entries are deleted by id, never read.
    let page = collections(db).searchIndex.orderBy(FieldPath.documentId()).select().limit(BATCH);
    if (last !== null) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return deleted;
    const old = snapshot.docs.filter((entry) => OLD_ENTRY_ID.test(entry.id));
    const batch = db.batch();
    for (const entry of old) batch.delete(entry.ref);
    if (old.length > 0) await batch.commit();
    deleted += old.length;
    last = snapshot.docs[snapshot.docs.length - 1]?.id ?? null;
  }
}

/**
 * Builds every post's public documents (its `posts` document and search-index entry), deletes search entries of
 * the earlier kind, resets the count's
 * shards to a count aggregation of the public posts, then builds the home document. Safe to run any number
 * of times, and while people post: each post's sync is idempotent, and the count is taken in one transaction
 * with every shard. A post that cannot be listed is logged and passed over; the rest go on.
 */
export async function backfill(log: (line: string) => void = console.log): Promise<BackfillResult> {
  const db = getFirestore();
  const result: BackfillResult = { synced: 0, unlisted: [], listed: 0, oldEntriesDeleted: 0 };
  let last: string | null = null;
  for (;;) {
    let page = collections(db).suggestions.orderBy(FieldPath.documentId()).limit(BATCH);
    if (last !== null) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    for (const post of snapshot.docs) {
      const reason = await syncPost(post.id, post.data());
      if (reason !== null) {
        result.unlisted.push({ postId: post.id, reason });
        log(`Post ${post.id} left out of public views: ${reason}.`);
      }
    }
    result.synced += snapshot.size;
    last = snapshot.docs[snapshot.docs.length - 1]?.id ?? null;
    log(`Synced ${result.synced} posts…`);
  }
  // Every listed post now has its public document, and a post's sync adds or removes it in the same
  // transaction as it moves its count shard. Reading every shard first makes this transaction and any sync
  // one after the other, so the documents counted are exactly those the count stands for.
  result.listed = await db.runTransaction((transaction) =>
    resetPostCount(transaction, db, async () => (await transaction.get(collections(db).posts.count())).data().count),
  );
  await buildHome(db);
  result.oldEntriesDeleted = await deleteOldSearchEntries(db);
  if (result.oldEntriesDeleted > 0) log(`Deleted ${result.oldEntriesDeleted} search entries of the earlier kind.`);
  log(
    `Done: ${result.synced} posts synced, ${result.unlisted.length} left out of public views; post count set to ${result.listed}.`,
  );
  return result;
}
