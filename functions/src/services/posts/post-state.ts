// A post's moderation state, shared by reporting, moderating, deleting and the trigger.
import { createHash } from "node:crypto";
import { FieldValue, type Firestore, type Transaction, type UpdateData } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { DELETED_POST_MESSAGE, HIDDEN_FIELD, HIDDEN_REASON_FIELD, UNKNOWN_POST_MESSAGE } from "@village/shared";
import { TOMBSTONE_OWNERS_FIELD, type SuggestionDocument, type TombstoneDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";

export { TOMBSTONE_OWNERS_FIELD };

/**
 * Whether the log already has an entry for the post's current `hidden` value. Callables set it with the
 * change (and log it themselves); a change without it was made in the console, and the trigger logs that.
 */
export const HIDDEN_LOGGED_FIELD = "hiddenLogged";

/**
 * Bad input found by a service (an unknown or deleted post, an action that does not apply): the same
 * `invalid-argument` shape the wrapper gives a schema problem, naming the field.
 */
export const badInput = (path: string, message: string) =>
  new HttpsError("invalid-argument", message, { issues: [{ path, message }] });

/** A short, non-reversible key for ids built from a person's key (never stored in the clear). */
export const keyHash = (key: string): string => createHash("sha256").update(key).digest("base64url").slice(0, 24);

export const isHidden = (post: Pick<SuggestionDocument, "hidden"> | null | undefined): boolean =>
  post?.[HIDDEN_FIELD] === true;

/**
 * Out of view by moderation's hand: hidden, or held by safe mode for a moderator (decision 0131). Strangers are
 * told of either only what a post that never was is told (decision 0093).
 */
export const isWithheld = (post: Pick<SuggestionDocument, "hidden" | "heldForReview"> | null | undefined): boolean =>
  isHidden(post) || post?.heldForReview === true;

/** A post's documents, each typed by its schema: the post, its tombstone, its queue entry. */
export function postRefs(db: Firestore, postId: string) {
  const stored = collections(db);
  return {
    post: stored.suggestions.doc(postId),
    tombstone: stored.deletedPosts.doc(postId),
    queue: stored.moderationQueue.doc(postId),
  };
}

/**
 * Reads the post in the transaction; refuses (`invalid-argument`) one that was deleted or never existed.
 * The tombstone is read only when the post is gone.
 */
export async function existingPost(
  transaction: Transaction,
  db: Firestore,
  postId: string,
): Promise<SuggestionDocument> {
  const refs = postRefs(db, postId);
  const post = (await transaction.get(refs.post)).data();
  if (post !== undefined) return post;
  const tombstone = await transaction.get(refs.tombstone);
  throw badInput("postId", tombstone.exists ? DELETED_POST_MESSAGE : UNKNOWN_POST_MESSAGE);
}

/**
 * Hides or shows a post in the transaction, marking the change as logged (the caller logs it); `also`: more
 * fields for the same write.
 */
export function setHidden(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  hidden: boolean,
  reason: string,
  also: UpdateData<SuggestionDocument> = {},
): void {
  transaction.update(postRefs(db, postId).post, {
    ...also,
    [HIDDEN_FIELD]: hidden ? true : FieldValue.delete(),
    [HIDDEN_REASON_FIELD]: hidden ? reason : FieldValue.delete(),
    [HIDDEN_LOGGED_FIELD]: hidden ? true : FieldValue.delete(),
  });
}

/**
 * Deletes a post in the transaction, leaving a tombstone (no content) that tells a later call it is gone,
 * and tells the trigger who did it; its queue entry goes too. `requestKey` makes a retry of the same
 * deletion succeed again. `told`: for a removal by moderators, the hashes of the author's keys and the
 * (public) reason, so the author alone can be told it was removed.
 */
export function removePost(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  by: TombstoneDocument["by"],
  requestKey: string,
  told?: { owners: string[]; reason: string },
): void {
  const refs = postRefs(db, postId);
  transaction.delete(refs.post);
  transaction.delete(refs.queue);
  transaction.set(refs.tombstone, {
    by,
    requestKey,
    deletedAt: FieldValue.serverTimestamp(),
    ...(told && told.owners.length > 0 && { [TOMBSTONE_OWNERS_FIELD]: told.owners, reason: told.reason }),
  });
}
