// What a reply's writer and a post's author do to a thread themselves (issue #47, docs/decisions/0119): the
// writer deletes their own reply; the post's author (or a moderator, whom the callable checks) closes the
// post to replies and opens it again. Neither is moderation: nothing goes to the public log.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { NOT_YOUR_REPLY_MESSAGE, NOT_YOUR_THREAD_MESSAGE, UNKNOWN_POST_MESSAGE } from "@village/shared";
import type { ReplyDocument } from "@village/shared/documents";
import { collections, getEach, threadCollections } from "../../lib/collections.js";
import { badInput, keyHash } from "./post-state.js";
import { wroteThePost } from "./replies.js";
import { threadIdentity } from "./thread-names.js";

/** Who asks: the verified uid (an account's or an anonymous identity's) and its keyed hash. */
export interface ThreadCaller {
  /** The verified uid: the signed-in account's, or the signed-out visitor's anonymous account's. */
  identity: string;
  /** The account's uid when signed in; null for an anonymous account. */
  accountUid: string | null;
  /** `identityKeyHash(identity)`, as replies and anonymous posts store their writer. */
  identityHash: string;
}

/** Whether the caller wrote the reply: its account, or the identity (browser) that wrote it. */
export function wroteTheReply(reply: ReplyDocument, caller: ThreadCaller): boolean {
  if (caller.accountUid !== null && reply.authorUid === caller.accountUid) return true;
  return reply.authorBrowser !== undefined && reply.authorBrowser === caller.identityHash;
}

const notYourReply = () => new HttpsError("permission-denied", NOT_YOUR_REPLY_MESSAGE);

/**
 * Deletes the caller's own reply (its public copy follows through `syncReplyOnWrite`). Anyone else, and any
 * call on a reply that is not stored (deleted, never there, or in a thread that is gone), is told one
 * sentence, the same for each. A retry of a deletion that succeeded succeeds again: the request's hash is
 * kept on the caller's `threadRepliers` entry in that thread (server only), not in a tombstone of the reply.
 */
export async function deleteOwnReply(
  postId: string,
  replyId: string,
  caller: ThreadCaller & { scope: string; requestId: string },
  secret: string,
): Promise<void> {
  const db = getFirestore();
  const thread = threadCollections(db, postId);
  const replyRef = thread.replies.doc(replyId);
  const replierRef = thread.threadRepliers.doc(threadIdentity(caller.identity, postId, secret));
  const requestKey = keyHash(`delete-reply:${caller.scope}:${caller.requestId}:${replyId}`);
  await db.runTransaction(async (transaction) => {
    const [replyRead, replierRead] = await getEach(transaction, replyRef, replierRef);
    const replier = replierRead.data();
    const reply = replyRead.data();
    if (reply === undefined) {
      if (replier?.deletedRequest === requestKey) return;
      throw notYourReply();
    }
    if (!wroteTheReply(reply, caller)) throw notYourReply();
    transaction.delete(replyRef);
    if (replier !== undefined) transaction.update(replierRef, { deletedRequest: requestKey });
  });
}

/**
 * Closes (or opens again) a post to replies: sets or clears `repliesClosed` on the post, which `createReply`
 * reads in its transaction and the trigger copies into the public document for the page. Allowed to the
 * post's author and to a moderator (`moderator`, checked by the callable); anyone else is told one sentence,
 * also about a post that is hidden, deleted or never was. Writing the value it already has writes nothing.
 */
export async function setRepliesClosed(
  postId: string,
  closed: boolean,
  caller: ThreadCaller & { moderator: boolean },
): Promise<void> {
  const db = getFirestore();
  const postRef = collections(db).suggestions.doc(postId);
  await db.runTransaction(async (transaction) => {
    const post = (await transaction.get(postRef)).data();
    const allowed = post !== undefined && (caller.moderator || wroteThePost(post, { ...caller, displayName: null }));
    if (!allowed) {
      if (caller.moderator) throw badInput("postId", UNKNOWN_POST_MESSAGE);
      throw new HttpsError("permission-denied", NOT_YOUR_THREAD_MESSAGE);
    }
    if ((post.repliesClosed === true) === closed) return;
    transaction.update(postRef, { repliesClosed: closed ? true : FieldValue.delete() });
  });
}
