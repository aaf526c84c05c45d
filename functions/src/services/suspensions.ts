// Suspensions: a moderator stops an author (an account, or an anonymous identity) from posting for a while,
// from the queue, without being shown who it is. The post callables check them before storing anything; a
// suspended account's reports carry no weight and it may not moderate (decision 0031).
import { FieldValue, getFirestore, Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { MODERATION_REASON_MAX, SUSPENSION_MS, suspendedMessage, type SuspensionDuration } from "@village/shared";
import { collections, readAll } from "../lib/collections.js";
import type { PostAuthor } from "./post-authors.js";
import { keyHash } from "./post-state.js";

/** The author's suspension document: its id a hash of the author's key, so not even its id names anyone. */
export const suspensionRef = (db: Firestore, author: PostAuthor) =>
  collections(db).suspensions.doc(keyHash(`suspension:${author.kind}:${author.key}`));

/**
 * Suspends the author in the transaction, from now for `duration`. A later suspension replaces an earlier
 * one (a moderator may lengthen or shorten it). A timed one carries `expireAt`, for the TTL policy.
 */
export function suspend(
  transaction: Transaction,
  db: Firestore,
  author: PostAuthor,
  duration: SuspensionDuration,
  reason: string,
  now = Date.now(),
): void {
  const ms = SUSPENSION_MS[duration];
  const until = ms === null ? null : Timestamp.fromMillis(now + ms);
  transaction.set(suspensionRef(db, author), {
    kind: author.kind,
    reason: reason.slice(0, MODERATION_REASON_MAX),
    until,
    createdAt: FieldValue.serverTimestamp(),
    // Firestore's TTL deletes the document some time after this; the check below never relies on it.
    ...(until !== null && { expireAt: until }),
  });
}

/** An author's suspension in force: whose (the kind of author), why, and until when (null for good). */
export interface ActiveSuspension {
  kind: PostAuthor["kind"];
  reason: string;
  until: Date | null;
}

/**
 * The first of the caller's authors (in the order given) that is suspended now, or null. It is given the
 * caller's author keys, never a post's: so it only ever tells a caller about themselves.
 */
export async function activeSuspension(authors: PostAuthor[], now = Date.now()): Promise<ActiveSuspension | null> {
  if (authors.length === 0) return null;
  const db = getFirestore();
  const found = await readAll(
    db,
    authors.map((author) => suspensionRef(db, author)),
  );
  for (const [index, snapshot] of found.entries()) {
    const author = authors[index];
    const suspension = snapshot.data();
    if (suspension === undefined || author === undefined) continue;
    const { until, reason } = suspension;
    if (until !== null && until.toMillis() <= now) continue;
    return { kind: author.kind, reason, until: until === null ? null : until.toDate() };
  }
  return null;
}

/**
 * Refuses (`permission-denied`, saying until when and why) a caller one of whose authors is suspended: the
 * account for every post, the identity for anonymous posts.
 */
export async function refuseSuspended(authors: PostAuthor[], now = Date.now()): Promise<void> {
  const suspension = await activeSuspension(authors, now);
  if (suspension === null) return;
  throw new HttpsError("permission-denied", suspendedMessage(suspension.kind, suspension.until, suspension.reason));
}

/** Whether the account is suspended now: its reports then carry no weight, and it may not moderate. */
export async function isSuspendedAccount(uid: string, now = Date.now()): Promise<boolean> {
  return (await activeSuspension([{ kind: "account", key: uid }], now)) !== null;
}
