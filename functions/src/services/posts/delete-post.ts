// An author deleting their own post: signed in as its account, or as the anonymous identity that made it
// (the browser's anonymous account, kept by the Auth SDK across reloads), or holding the delete token a
// signed-out post from before identities was given.
import { createHash, timingSafeEqual } from "node:crypto";
import { getFirestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { NOT_YOUR_POST_MESSAGE, UNKNOWN_POST_MESSAGE } from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import { AUTHOR_BROWSER_FIELD } from "./post-authors.js";
import { badInput, isWithheld, keyHash, postRefs, removePost } from "./post-state.js";

/** Where a signed-out anonymous post from before identities (decision 0030) keeps the hash of its delete token. */
export const DELETE_TOKEN_HASH_FIELD = "deleteTokenHash" satisfies keyof SuggestionDocument;

export const deleteTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Who asks to delete: the signed-in account, and the keyed hash of a signed-out caller's anonymous identity. */
export interface Deleter {
  uid: string | null;
  identityKey: string | null;
  /** Whose request ids the deletion uses (a retry of the same request succeeds again). */
  scope: string;
  requestId: string;
}

export function isAuthor(post: SuggestionDocument, deleter: Deleter, token: string | undefined): boolean {
  const { uid, identityKey } = deleter;
  if (uid !== null && (post.authorUid === uid || post.ownerUid === uid)) return true;
  if (identityKey !== null && post.ownerUid === "" && post[AUTHOR_BROWSER_FIELD] === identityKey) return true;
  const stored = post[DELETE_TOKEN_HASH_FIELD];
  if (token === undefined || stored === undefined) return false;
  const given = Buffer.from(deleteTokenHash(token));
  return given.length === stored.length && timingSafeEqual(given, Buffer.from(stored));
}

/**
 * Deletes the caller's own post, with a tombstone and no log line (it is not moderation). A
 * retry of the same request after it succeeded succeeds again; any other call on a deleted post is refused.
 *
 * Anyone but the author is told one thing about a post that is hidden, deleted or was never stored: that it
 * does not exist, as a made-up id is told (issue #44, decision 0093). Only a post everyone can see is "not
 * yours"; its author may still delete it when it is hidden.
 */
export async function deleteOwnPost(postId: string, caller: Deleter, token: string | undefined): Promise<void> {
  const db = getFirestore();
  const refs = postRefs(db, postId);
  const requestKey = keyHash(`${caller.scope}:${caller.requestId}`);
  await db.runTransaction(async (transaction) => {
    const tombstone = await transaction.get(refs.tombstone);
    if (tombstone.data()?.requestKey === requestKey) return;
    const post = (await transaction.get(refs.post)).data();
    if (post === undefined) throw badInput("postId", UNKNOWN_POST_MESSAGE);
    if (!isAuthor(post, caller, token)) {
      throw isWithheld(post)
        ? badInput("postId", UNKNOWN_POST_MESSAGE)
        : new HttpsError("permission-denied", NOT_YOUR_POST_MESSAGE);
    }
    // Not moderation: an author's own deletion stays out of the public log (which it would otherwise flood).
    removePost(transaction, db, postId, "author", requestKey);
  });
}
