// What a reply's writer does to a thread themselves (issue #47, docs/decisions/0119): deletes their own reply.
// Not moderation: nothing goes to the public log. Closing a thread, which a moderator's hand makes moderation,
// is in services/moderation/close-replies.ts (docs/decisions/0121).
import { getFirestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { NOT_YOUR_REPLY_MESSAGE } from "@village/shared";
import type { ReplyDocument } from "@village/shared/documents";
import { getEach, threadCollections } from "../../lib/collections.js";
import { keyHash } from "./post-state.js";
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
