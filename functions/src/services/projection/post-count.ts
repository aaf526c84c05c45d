// The post count, sharded: no document takes a write from every post (see docs/scale.md). Each post moves
// only the shard its id hashes to, so its creation and deletion meet on one shard and a shard never goes
// below zero for long.
import { createHash } from "node:crypto";
import { AggregateField, FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { POST_COUNT_SHARD_FIELD, POST_COUNT_SHARDS } from "@village/shared";
import { collections } from "../../lib/collections.js";

/** The shard post `postId` counts on. */
export function countShardFor(db: Firestore, postId: string) {
  const hash = createHash("sha256").update(postId).digest().readUInt32BE(0);
  return collections(db).postCountShards.doc(String(hash % POST_COUNT_SHARDS));
}

/** The write that adds `change` to the post's shard without reading it, for a transaction or a batch. */
export function countWrite(db: Firestore, postId: string, change: number) {
  return { shard: countShardFor(db, postId), data: { [POST_COUNT_SHARD_FIELD]: FieldValue.increment(change) } };
}

/** Adds `change` to the post's shard without reading it: concurrent posts never abort each other on it. */
export function countPost(transaction: Transaction, db: Firestore, postId: string, change: number): void {
  if (change === 0) return;
  const { shard, data } = countWrite(db, postId, change);
  transaction.set(shard, data, { merge: true });
}

/**
 * The count: the sum of the shards, read inside `transaction` (one read for up to 1,000 shards, at the
 * transaction's read time, so it agrees with whatever else the transaction reads).
 */
export async function readPostCount(transaction: Transaction, db: Firestore): Promise<number> {
  const sum = await transaction.get(
    collections(db).postCountShards.aggregate({ posts: AggregateField.sum(POST_COUNT_SHARD_FIELD) }),
  );
  const posts = sum.data().posts;
  return typeof posts === "number" ? posts : 0;
}

/**
 * Sets the count to `posts` inside `transaction`, every shard read first so that no post's transaction (which
 * writes a shard) can commit between the caller's count and this write. Used by `npm run backfill`.
 */
export async function resetPostCount(
  transaction: Transaction,
  db: Firestore,
  count: () => Promise<number>,
): Promise<number> {
  const { postCountShards } = collections(db);
  const shards = await transaction.getAll(
    ...Array.from({ length: POST_COUNT_SHARDS }, (_, index) => postCountShards.doc(String(index))),
  );
  const posts = await count();
  const [first, ...rest] = shards;
  if (first) transaction.set(first.ref, { [POST_COUNT_SHARD_FIELD]: posts });
  for (const shard of rest) if (shard.exists) transaction.delete(shard.ref);
  return posts;
}
