// Safe mode for new identities (issue #48 item 4, docs/decisions/0131): while it is on, a post from an identity
// younger than a day that has no approved post waits for a moderator (held: stored, out of every public view,
// in the queue for Approve or Decline). A moderator switches it (`setSafeMode`); it also turns itself on when
// the rate of new identities' posts passes a threshold, and off after a quiet hour. Every switch is logged.
import type { UserRecord } from "firebase-admin/auth";
import { FieldValue, getFirestore, Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { SAFE_MODE_UNCHANGED_MESSAGE } from "@village/shared";
import type { SafeModeDocument, SuggestionDocument } from "@village/shared/documents";
import { collections, readAll, safeModeRef } from "../../lib/collections.js";
import type { SafeModeSettings } from "../../lib/limits-config.js";
import type { PostAuthor } from "../posts/post-authors.js";
import { keyHash, postRefs } from "../posts/post-state.js";
import { writeLog, type LogLine } from "./moderation-log.js";
import { HIDDEN_UNREVIEWED, QUEUE_RANK_FIELD, QUEUE_SINCE_FIELD } from "./queue-order.js";

/** An identity younger than this is new: its Auth account's creation time, read from Auth by the server. */
export const NEW_IDENTITY_MS = 24 * 3_600_000;

/** While the automatic switch holds safe mode on, how often at most it writes that the flood goes on. */
const BUSY_NOTE_MS = 60_000;

/** The field safe mode holds a post by, and the one its automatic switch counts (docs/data.md). */
export const HELD_FOR_REVIEW_FIELD = "heldForReview" satisfies keyof SuggestionDocument;
export const NEW_AUTHOR_AT_FIELD = "newAuthorAt" satisfies keyof SuggestionDocument;

export const isHeld = (post: Pick<SuggestionDocument, "heldForReview"> | null | undefined): boolean =>
  post?.[HELD_FOR_REVIEW_FIELD] === true;

/**
 * Whether an Auth account (a signed-in account or a browser's anonymous one) is younger than a day, by its
 * creation time as Auth holds it (the callable wrapper read it for this call): never anything the client says.
 * An account with no readable creation time counts as new.
 */
export function isNewIdentity(account: Pick<UserRecord, "metadata"> | null, now: number): boolean {
  if (account === null) return false;
  const created = Date.parse(account.metadata.creationTime);
  return !Number.isFinite(created) || now - created < NEW_IDENTITY_MS;
}

/** The id of an author's trust record: a hash of its kind and key, never the key itself. */
export const trustedAuthorId = (author: PostAuthor): string => keyHash(`trusted:${author.kind}:${author.key}`);

/** Whether safe mode is on, as stored (absent: off). */
export const isOn = (state: SafeModeDocument | undefined): boolean => state?.on === true;

/** What a new post carries for safe mode: held or not, and whether its author was new (what the switch counts). */
export interface SafeModeFields {
  heldForReview?: true;
  newAuthorAt?: Timestamp;
}

/**
 * What safe mode makes of a post by `author` (its Auth account `account`) at `now`: nothing for an identity a
 * day old or more (no read); for a new one, the mark the automatic switch counts, and, while safe mode is on
 * and no moderator has approved a post of theirs, held. Two reads, at once, for a new identity only.
 */
export async function safeModeFieldsFor(
  author: PostAuthor,
  account: Pick<UserRecord, "metadata"> | null,
  now: number = Date.now(),
  db: Firestore = getFirestore(),
): Promise<SafeModeFields> {
  if (!isNewIdentity(account, now)) return {};
  const held = await holdsNewAuthor([author], db);
  return { newAuthorAt: Timestamp.fromMillis(now), ...(held && { heldForReview: true }) };
}

/** Whether safe mode is on and none of `authors` (the caller's, all its own) is trusted: two reads at once. */
async function holdsNewAuthor(authors: PostAuthor[], db: Firestore): Promise<boolean> {
  const refs = authors.map((author) => collections(db).trustedAuthors.doc(trustedAuthorId(author)));
  const [state, trusted] = await Promise.all([safeModeRef(db).get(), readAll(db, refs)]);
  return isOn(state.data()) && !trusted.some((record) => record.exists);
}

/**
 * Whether safe mode holds a reply by a caller whose keys are `authors` (the account signed in, and the
 * identity; the reply's own author is decided as it is stored) and whose Auth account is `account`: a new
 * identity none of whose keys a moderator trusted, while safe mode is on. Replies do not count toward the
 * automatic switch, which counts posts (decision 0131).
 */
export async function safeModeHoldsReply(
  authors: PostAuthor[],
  account: Pick<UserRecord, "metadata"> | null,
  now: number = Date.now(),
  db: Firestore = getFirestore(),
): Promise<boolean> {
  return isNewIdentity(account, now) && (await holdsNewAuthor(authors, db));
}

/** In the transaction that stores a held reply: its queue entry, as a held post's (`queueHeldPost`). */
export function queueHeldReply(postId: string) {
  return (transaction: Transaction, db: Firestore, replyId: string): void => {
    transaction.set(collections(db).moderationQueue.doc(`${postId}_${replyId}`), {
      postId,
      replyId,
      [QUEUE_RANK_FIELD]: HIDDEN_UNREVIEWED,
      [QUEUE_SINCE_FIELD]: FieldValue.serverTimestamp(),
    });
  };
}

/**
 * In the transaction that stores a held post: its queue entry, among the posts nobody reviewed (oldest first),
 * so moderators find it as they find a post hidden by reports.
 */
export function queueHeldPost(transaction: Transaction, db: Firestore, postId: string): void {
  transaction.set(postRefs(db, postId).queue, {
    [QUEUE_RANK_FIELD]: HIDDEN_UNREVIEWED,
    [QUEUE_SINCE_FIELD]: FieldValue.serverTimestamp(),
  });
}

/** In a moderator's transaction: the author of an approved post is trusted from then on. */
export function trustAuthor(transaction: Transaction, db: Firestore, author: PostAuthor): void {
  transaction.set(collections(db).trustedAuthors.doc(trustedAuthorId(author)), {
    trustedAt: FieldValue.serverTimestamp(),
  });
}

/** How many posts from new identities came in the window ending at `now`: one count aggregation, no document. */
export async function newAuthorPosts(db: Firestore, windowMs: number, now: number): Promise<number> {
  const since = Timestamp.fromMillis(now - windowMs);
  const counted = await collections(db).suggestions.where(NEW_AUTHOR_AT_FIELD, ">=", since).count().get();
  return counted.data().count;
}

const switchLine = (on: boolean, by: LogLine["by"], reason: string): LogLine => ({
  action: on ? "safe-mode-on" : "safe-mode-off",
  by,
  reason,
});

/**
 * After a new identity's post: counts the window's posts from new identities and, past the threshold, turns
 * safe mode on by itself (logged once, whoever gets there first), unless a moderator turned it off within the
 * quiet period. While the automatic switch holds it on, notes at most once a minute that the flood goes on
 * (the quiet hour counts from there). No write otherwise: nothing every post writes. Answers whether the rate
 * is past the threshold with safe mode on.
 */
export async function noteNewAuthorPost(
  settings: SafeModeSettings,
  now: number = Date.now(),
  db: Firestore = getFirestore(),
): Promise<boolean> {
  const count = await newAuthorPosts(db, settings.windowMs, now);
  if (count < settings.threshold) return false;
  const ref = safeModeRef(db);
  const state = (await ref.get()).data();
  const busyNoted = (current: SafeModeDocument | undefined) =>
    current?.by !== "automatic" || (current.busyAt?.toMillis() ?? 0) > now - BUSY_NOTE_MS;
  if (isOn(state) && busyNoted(state)) return true;
  if (!isOn(state) && (state?.autoAfter?.toMillis() ?? 0) > now) return false;
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data();
    if (isOn(current)) {
      if (!busyNoted(current)) transaction.update(ref, { busyAt: Timestamp.fromMillis(now) });
      return true;
    }
    if ((current?.autoAfter?.toMillis() ?? 0) > now) return false;
    const at = Timestamp.fromMillis(now);
    transaction.set(ref, { on: true, by: "automatic", since: at, busyAt: at });
    const minutes = Math.round(settings.windowMs / 60_000);
    const reason = `${count} posts from identities younger than a day within ${minutes} minutes`;
    writeLog(transaction, db, switchLine(true, "automatic", reason), new Date(now));
    logger.warn(`Safe mode turned itself on: ${reason}.`);
    return true;
  });
}

/**
 * Turns safe mode off when the automatic switch turned it on and the rate has stayed under the threshold for
 * the quiet period (a moderator's switch stays until a moderator turns it off). Run every few minutes by a
 * schedule. Answers whether it turned it off.
 */
export async function endQuietSafeMode(
  settings: SafeModeSettings,
  now: number = Date.now(),
  db: Firestore = getFirestore(),
): Promise<boolean> {
  const ref = safeModeRef(db);
  const state = (await ref.get()).data();
  if (!isOn(state) || state?.by !== "automatic") return false;
  const quietSince = (current: SafeModeDocument | undefined) =>
    Math.max(current?.busyAt?.toMillis() ?? 0, current?.since?.toMillis() ?? 0);
  if (now - quietSince(state) < settings.quietMs) return false;
  // The last minute's busy note may be missing: a window still over the threshold is not quiet.
  if ((await newAuthorPosts(db, settings.windowMs, now)) >= settings.threshold) {
    await ref.update({ busyAt: Timestamp.fromMillis(now) });
    return false;
  }
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data();
    if (!isOn(current) || current?.by !== "automatic" || now - quietSince(current) < settings.quietMs) return false;
    transaction.set(ref, { on: false, by: "automatic", since: Timestamp.fromMillis(now) });
    const minutes = Math.round(settings.quietMs / 60_000);
    const reason = `Fewer than ${settings.threshold} posts from new identities in any ${Math.round(settings.windowMs / 60_000)} minutes for ${minutes} minutes`;
    writeLog(transaction, db, switchLine(false, "automatic", reason), new Date(now));
    logger.info("Safe mode turned itself off after a quiet period.");
    return true;
  });
}

/** How long a moderator's request is remembered for its retries (as moderatePost's). */
const REQUEST_KEPT_MS = 7 * 86_400_000;

/**
 * A moderator turns safe mode on or off, logged with the reason and without a name. A retry of the same request
 * (same moderator, same request id) is answered and changes nothing; asking for what already is refuses
 * (`failed-precondition`), logging nothing. Turned off by a moderator, it does not turn itself on again before
 * the quiet period has passed: the moderator's judgement stands against the rate for that long.
 */
export async function setSafeModeBy(
  request: { on: boolean; reason: string; uid: string; requestId: string },
  settings: SafeModeSettings,
  now: number = Date.now(),
  db: Firestore = getFirestore(),
): Promise<boolean> {
  const ref = safeModeRef(db);
  const requestRef = collections(db).moderationRequests.doc(keyHash(`${request.uid}:${request.requestId}`));
  return db.runTransaction(async (transaction) => {
    const [done, current] = await Promise.all([transaction.get(requestRef), transaction.get(ref)]);
    if (done.exists) return isOn(current.data());
    if (isOn(current.data()) === request.on) throw new HttpsError("failed-precondition", SAFE_MODE_UNCHANGED_MESSAGE);
    const at = Timestamp.fromMillis(now);
    transaction.set(ref, {
      on: request.on,
      by: "moderator",
      since: at,
      ...(!request.on && { autoAfter: Timestamp.fromMillis(now + settings.quietMs) }),
    });
    writeLog(transaction, db, switchLine(request.on, "moderator", request.reason), new Date(now));
    transaction.create(requestRef, { posts: 0, expireAt: Timestamp.fromMillis(now + REQUEST_KEPT_MS) });
    return request.on;
  });
}

/** Whether safe mode is on now: one read (the `/api/safe-mode` endpoint, behind the CDN). */
export async function safeModeIsOn(db: Firestore = getFirestore()): Promise<boolean> {
  return isOn((await safeModeRef(db).get()).data());
}

/**
 * After a post is stored: a new identity's post asks the automatic switch (`noteNewAuthorPost`). A failure is
 * logged, never the caller's: the post is stored, and the next new identity's post asks again.
 */
export async function afterPostStored(fields: SafeModeFields, settings: () => SafeModeSettings): Promise<void> {
  if (fields.newAuthorAt === undefined) return;
  try {
    await noteNewAuthorPost(settings(), fields.newAuthorAt.toMillis());
  } catch (error) {
    logger.error("Safe mode's rate check failed", error);
  }
}
