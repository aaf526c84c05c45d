// Suspensions: a moderator stops an author (an account, or an anonymous identity) from posting for a while,
// from the queue, without being shown who it is. The post callables check them before storing anything; a
// suspended account's reports carry no weight and it may not moderate (decision 0031). An account's suspension
// also binds what a re-registration keeps (its verified e-mail, its sign-in providers' subjects), as keyed
// hashes, so that deleting the account and signing up again does not shed it (decision 0089).
import { createHmac } from "node:crypto";
import { getAuth, type UserRecord } from "firebase-admin/auth";
import { FieldValue, getFirestore, Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { MODERATION_REASON_MAX, SUSPENSION_MS, suspendedMessage, type SuspensionDuration } from "@village/shared";
import { collections, readAll } from "../../lib/collections.js";
import type { PostAuthor } from "../posts/post-authors.js";
import { keyHash } from "../posts/post-state.js";

/** The author's suspension document: its id a hash of the author's key, so not even its id names anyone. */
export const suspensionRef = (db: Firestore, author: PostAuthor) =>
  collections(db).suspensions.doc(keyHash(`suspension:${author.kind}:${author.key}`));

/** What an account's Auth record holds that a re-registration of the same person keeps. */
export type KeptIdentity = Pick<UserRecord, "email" | "emailVerified" | "providerData">;

/**
 * The keys of what a re-registration keeps, each a keyed hash (never the address or subject in the clear),
 * as "account" authors a suspension is stored under: the e-mail (lower case, trimmed), and each federated
 * provider's subject (Google's `sub`, say; the password provider's is the e-mail, counted as such).
 * `verifiedOnly`: the e-mail only when verified, as a suspension binds it, so that nobody gets another
 * person's address suspended by registering it unverified. A check looks the address up verified or not: a
 * re-registration with a suspended address is its owner, or someone who cannot verify it (decision 0089).
 */
export function keptIdentityKeys(account: KeptIdentity, secret: string, verifiedOnly: boolean): PostAuthor[] {
  const hash = (value: string) => createHmac("sha256", secret).update(value).digest("hex").slice(0, 32);
  const email = account.email?.trim().toLowerCase() ?? "";
  const bindEmail = email !== "" && (account.emailVerified || !verifiedOnly);
  const subjects = account.providerData.filter(({ providerId, uid }) => providerId !== "password" && uid !== "");
  return [
    ...(bindEmail ? [{ kind: "account" as const, key: `email:${hash(`suspension-email:${email}`)}` }] : []),
    ...subjects.map(({ providerId, uid }) => ({
      kind: "account" as const,
      key: `${providerId}:${hash(`suspension-subject:${providerId}:${uid}`)}`,
    })),
  ];
}

/** The account's uid and what a re-registration keeps (e-mail verified or not): what every check looks up. */
export const accountKeys = (account: KeptIdentity & Pick<UserRecord, "uid">, secret: string): PostAuthor[] => [
  { kind: "account", key: account.uid },
  ...keptIdentityKeys(account, secret, false),
];

/**
 * What a suspension of the author binds beyond its key: for an account still in Auth, its verified e-mail and
 * providers' subjects. None for an anonymous identity (a new one is a sign-out away; the network address
 * bounds those) nor for an account already deleted.
 */
export async function keptKeysOf(author: PostAuthor, secret: string): Promise<PostAuthor[]> {
  if (author.kind !== "account") return [];
  try {
    return keptIdentityKeys(await getAuth().getUser(author.key), secret, true);
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found") {
      return [];
    }
    throw error;
  }
}

/**
 * Suspends the author in the transaction, from now for `duration`, under its own key and each of `kept`
 * (what a re-registration keeps, `keptKeysOf`), every document alike. A later suspension replaces an earlier
 * one (a moderator may lengthen or shorten it). A timed one carries `expireAt`, for the TTL policy.
 */
export function suspend(
  transaction: Transaction,
  db: Firestore,
  author: PostAuthor,
  duration: SuspensionDuration,
  reason: string,
  kept: PostAuthor[] = [],
  now = Date.now(),
): void {
  const ms = SUSPENSION_MS[duration];
  const until = ms === null ? null : Timestamp.fromMillis(now + ms);
  for (const key of [author, ...kept]) {
    transaction.set(suspensionRef(db, key), {
      kind: author.kind,
      reason: reason.slice(0, MODERATION_REASON_MAX),
      until,
      createdAt: FieldValue.serverTimestamp(),
      // Firestore's TTL deletes the document some time after this; the check below never relies on it.
      ...(until !== null && { expireAt: until }),
    });
  }
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

/**
 * Whether the account is suspended now, by its uid or by what it kept from an account suspended before it:
 * its reports then carry no weight, and it may not moderate.
 */
export async function isSuspendedAccount(
  account: KeptIdentity & Pick<UserRecord, "uid">,
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  return (await activeSuspension(accountKeys(account, secret), now)) !== null;
}
