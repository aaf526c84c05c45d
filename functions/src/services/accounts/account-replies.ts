// An account's replies (issue #47, item 8; docs/decisions/0119): found by a collection-group query over every
// thread's `replies` by `authorUid`; exported; deleted with the account, or kept under the account's anonymous
// name in each thread, with nothing left that ties them to the account or to each other.
import { FieldValue, getFirestore, type Timestamp } from "firebase-admin/firestore";
import { HELD_UNTIL_FIELD } from "@village/shared";
import { allReplies, getEach, threadCollections } from "../../lib/collections.js";
import { findThreadName, threadIdentity, threadWordIndex } from "../posts/thread-names.js";
import { exportValue } from "./account-posts.js";
import { heldUntilFor } from "./kept-posts.js";

/** The account's replies in every thread, each with its post's id (the thread is the reply's grandparent). */
export async function accountReplies(uid: string) {
  const found = await allReplies(getFirestore()).where("authorUid", "==", uid).get();
  return found.docs.map((snapshot) => ({ snapshot, postId: snapshot.ref.parent.parent?.id ?? "" }));
}

/** The account's replies as its export gives them: which thread, the text, the name it is signed with, when. */
export async function exportedReplies(uid: string) {
  return (await accountReplies(uid)).map(({ snapshot, postId }) => {
    const { text, author, createdAt } = snapshot.data();
    return {
      id: snapshot.id,
      postId,
      text: text ?? "",
      author: author ?? "",
      createdAt: (exportValue(createdAt) as string | undefined) ?? null,
    };
  });
}

/** A kept reply and when it comes back into view. */
export interface HeldReply {
  postId: string;
  replyId: string;
  until: Timestamp;
}

/**
 * Deletes the account's replies (their public copies follow through the trigger), or keeps each one signed
 * with the account's anonymous name in its thread (its own name there already, or one found as a signed-out
 * reply's is), its `authorUid` and `authorBrowser` removed, and held out of view until a random time within a
 * day, drawn for each reply: one transaction per reply, so no commit holds two, and their public copies come
 * back one by one (decision 0087). Resolves to the held replies, for the caller to schedule their release.
 */
export async function deleteAccountReplies(uid: string, keep: boolean, secret: string): Promise<HeldReply[]> {
  const db = getFirestore();
  const replies = await accountReplies(uid);
  const held: HeldReply[] = [];
  for (const { snapshot, postId } of replies) {
    if (!keep) {
      await snapshot.ref.delete();
      continue;
    }
    const thread = threadCollections(db, postId);
    const identity = threadIdentity(uid, postId, secret);
    const replierRef = thread.threadRepliers.doc(identity);
    const replyRef = thread.replies.doc(snapshot.id);
    const until = heldUntilFor(Date.now());
    await db.runTransaction(async (transaction) => {
      const [reply, replier] = await getEach(transaction, replyRef, replierRef);
      if (reply.data()?.authorUid !== uid) return;
      let name = replier.data()?.name;
      let claim = null;
      if (name === undefined) {
        const found = await findThreadName(
          transaction,
          thread.threadNames,
          identity,
          threadWordIndex(uid, postId, secret),
        );
        name = found.name;
        claim = found.claim;
      }
      if (claim) transaction.create(claim, { identity });
      if (replier.exists) transaction.update(replierRef, { name });
      transaction.update(replyRef, {
        author: name,
        authorUid: FieldValue.delete(),
        authorBrowser: FieldValue.delete(),
        [HELD_UNTIL_FIELD]: until,
      });
    });
    held.push({ postId, replyId: snapshot.id, until });
  }
  return held;
}
