// An author deleting their own post: signed in as its account, or holding the token its browser was given.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { getFirestore, type DocumentData } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { DELETED_POST_MESSAGE, NOT_YOUR_POST_MESSAGE, UNKNOWN_POST_MESSAGE } from "@village/shared";
import { badInput, keyHash, postRefs, removePost } from "./post-state.js";

/** Where a signed-out anonymous post keeps the hash of its delete token. */
export const DELETE_TOKEN_HASH_FIELD = "deleteTokenHash";

/**
 * The delete token of a signed-out anonymous post: derived (HMAC under the server's secret) from the
 * submission, so a retry of the same submission gets the same token back; only its hash is stored.
 */
export const deleteTokenFor = (secret: string, scope: string, requestId: string): string =>
  createHmac("sha256", secret).update(`delete:${scope}:${requestId}`).digest("base64url");

export const deleteTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

function isAuthor(post: DocumentData, uid: string | null, token: string | undefined): boolean {
  if (uid !== null && (post.authorUid === uid || post.ownerUid === uid)) return true;
  const stored: unknown = post[DELETE_TOKEN_HASH_FIELD];
  if (token === undefined || typeof stored !== "string") return false;
  const given = Buffer.from(deleteTokenHash(token));
  return given.length === stored.length && timingSafeEqual(given, Buffer.from(stored));
}

/**
 * Deletes the caller's own post, with a tombstone and no log line (it is not moderation). A
 * retry of the same request after it succeeded succeeds again; any other call on a deleted post is refused.
 */
export async function deleteOwnPost(
  postId: string,
  caller: { uid: string | null; scope: string; requestId: string },
  token: string | undefined,
): Promise<void> {
  const db = getFirestore();
  const refs = postRefs(db, postId);
  const requestKey = keyHash(`${caller.scope}:${caller.requestId}`);
  await db.runTransaction(async (transaction) => {
    const tombstone = await transaction.get(refs.tombstone);
    if (tombstone.exists && tombstone.get("requestKey") === requestKey) return;
    const snapshot = await transaction.get(refs.post);
    if (!snapshot.exists) {
      throw badInput("postId", tombstone.exists ? DELETED_POST_MESSAGE : UNKNOWN_POST_MESSAGE);
    }
    if (!isAuthor(snapshot.data() ?? {}, caller.uid, token))
      throw new HttpsError("permission-denied", NOT_YOUR_POST_MESSAGE);
    // Not moderation: an author's own deletion stays out of the public log (which it would otherwise flood).
    removePost(transaction, db, postId, "author", requestKey);
  });
}
