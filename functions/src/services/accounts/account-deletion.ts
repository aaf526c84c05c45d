// Deleting an account: its posts first (deleted, or kept with every link to the account removed, each named
// one back in public view at its own time), then its
// reports and rate-limit counters, and the Auth account last, so a failure half-way leaves an account that can sign in
// and try again, never posts pointing at an account that no longer exists.
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore, type Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { DecodedIdToken } from "firebase-admin/auth";
import {
  HELD_UNTIL_FIELD,
  RECENT_SIGN_IN_SECONDS,
  REPLY_NOTICES_DOCUMENT_ID,
  SIGN_IN_AGAIN_TO_DELETE_MESSAGE,
} from "@village/shared";
import { collections, threadCollections } from "../../lib/collections.js";
import { accountPosts } from "./account-posts.js";
import { deleteAccountReports } from "./account-reports.js";
import { accountActionKeys } from "../limits/account-allowance.js";
import { deleteNoticesOf } from "../moderation/notices.js";
import { identityKeyHash } from "../posts/post-authors.js";
import { heldUntilFor, requestReleases } from "./kept-posts.js";
import { deleteAccountReplies } from "./account-replies.js";
import { trustedAuthorId } from "../moderation/safe-mode.js";
import type { RateLimitRef } from "../limits/allowances.js";

// A batch holds at most 500 writes (a deleted post takes three: it, its tombstone and its queue entry; a kept one
// two: it and its author's reply marks); fewer
// keeps each commit small.
const BATCH = 150;

async function inBatches<T>(items: T[], write: (batch: FirebaseFirestore.WriteBatch, item: T) => void) {
  const db = getFirestore();
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = db.batch();
    for (const item of items.slice(start, start + BATCH)) write(batch, item);
    await batch.commit();
  }
}

/** Refuses a sign-in older than `RECENT_SIGN_IN_SECONDS`: deletion is for the person, not a stolen session. */
export function requireRecentSignIn(token: DecodedIdToken, nowSeconds = Date.now() / 1000): void {
  if (nowSeconds - token.auth_time > RECENT_SIGN_IN_SECONDS) {
    throw new HttpsError("failed-precondition", SIGN_IN_AGAIN_TO_DELETE_MESSAGE);
  }
}

async function rateLimitDocuments(uid: string): Promise<RateLimitRef[]> {
  const keys = [
    `suggestion-uid-${uid}`,
    `anonymous-uid-${uid}`,
    `report-uid-${uid}`,
    `report-weight-uid-${uid}`,
    ...accountActionKeys(uid),
  ];
  const found = await collections(getFirestore()).rateLimits.where("key", "in", keys).get();
  return found.docs.map((snapshot) => snapshot.ref);
}

/** Deletes the account; resolves to how many posts were deleted and kept. Safe to run again after a failure. */
export async function deleteAccountOf(
  uid: string,
  posts: "delete" | "keep",
  secret: string,
): Promise<{ postsDeleted: number; postsKept: number }> {
  // Its replies first, deleted or kept as its posts are (account-replies.ts, decision 0119).
  await requestReleases(await deleteAccountReplies(uid, posts === "keep", secret));
  const owned = await accountPosts(uid);
  const { moderationQueue, deletedPosts } = collections(getFirestore());
  if (posts === "delete") {
    // Each with a tombstone saying its author removed it, as deletePost leaves: the trigger then takes the
    // post out of public views without logging it as an administrator's deletion.
    await inBatches(owned, (batch, snapshot) => {
      batch.delete(snapshot.ref);
      // A queue entry whose post is gone goes with it: none may take a moderator's place in line.
      batch.delete(moderationQueue.doc(snapshot.id));
      batch.set(deletedPosts.doc(snapshot.id), {
        by: "author",
        deletedAt: FieldValue.serverTimestamp(),
      });
    });
  } else {
    // Kept posts stay as they read, with no author, as a post from the anonymous form has none. A named one
    // leaves public view now, with the name, and comes back at its own random time in a commit of its own
    // (services/accounts/kept-posts.ts): republished at once, their public documents would all change within a second
    // of the deletion, update times any visitor could group them by. An anonymous one's public document does
    // not change (`ownerUid` is not public): it stays.
    const held: { postId: string; until: Timestamp }[] = [];
    await inBatches(owned, (batch, snapshot) => {
      const post = snapshot.data();
      const named = post.authorUid === uid;
      const until = heldUntilFor(Date.now());
      if (named) held.push({ postId: snapshot.id, until });
      batch.update(snapshot.ref, {
        ...(named && { author: FieldValue.delete(), authorUid: FieldValue.delete(), [HELD_UNTIL_FIELD]: until }),
        ...(post.ownerUid === uid && { ownerUid: "" }),
      });
      // What its author saw of its replies goes with the author: nobody is told of them any more (decision 0120).
      batch.delete(threadCollections(getFirestore(), snapshot.id).replyNotices.doc(REPLY_NOTICES_DOCUMENT_ID));
    });
    await requestReleases(held);
  }
  await deleteAccountReports(uid);
  // What moderators told it, and its appeals, go with it: keyed by its uid and its anonymous author key
  // (decision 0128), nobody could read them any more.
  await deleteNoticesOf([uid, identityKeyHash(uid, secret)]);
  // When it was first seen verified goes too; a suspension's documents stay (decision 0089).
  await collections(getFirestore()).verifiedAccounts.doc(uid).delete();
  // And whether a moderator trusted its named posts in safe mode (decision 0131).
  await collections(getFirestore())
    .trustedAuthors.doc(trustedAuthorId({ kind: "account", key: uid }))
    .delete();
  await inBatches(await rateLimitDocuments(uid), (batch, ref) => batch.delete(ref));
  await getAuth()
    .deleteUser(uid)
    .catch((error: unknown) => {
      // Already gone (a retry after the last step succeeded but its answer was lost): nothing is left to do.
      if (!(typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found")) {
        throw error;
      }
    });
  return posts === "delete"
    ? { postsDeleted: owned.length, postsKept: 0 }
    : { postsDeleted: 0, postsKept: owned.length };
}
