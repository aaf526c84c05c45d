// Closing a post to replies and opening it again (issue #47, docs/decisions/0119, 0121). The post's author
// does it to their own thread, which is no moderation and goes to no log; a moderator who did not write the
// post does it to someone else's, which is moderation and is logged like any other action on a post.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { NOT_YOUR_THREAD_MESSAGE, REMOVED_TITLE, UNKNOWN_POST_MESSAGE } from "@village/shared";
import { collections, getEach } from "../../lib/collections.js";
import type { ThreadCaller } from "../posts/own-replies.js";
import { badInput, isHidden } from "../posts/post-state.js";
import { wroteThePost } from "../posts/replies.js";
import { logTitleFor, writeLog } from "./moderation-log.js";

/**
 * The reason a moderator's close or reopen gives in the log: the callable asks for none (closing removes
 * nothing, and the same button undoes it), so the log says in words what the action did (decision 0121).
 */
export const CLOSED_LOG_REASON = "No new replies; the replies already there stay.";
export const REOPENED_LOG_REASON = "New replies are taken again.";

/**
 * Closes (or opens again) a post to replies: sets or clears `repliesClosed` on the post, which `createReply`
 * reads in its transaction and the trigger copies into the public document for the page. Allowed to the
 * post's author and to a moderator (`moderator`, checked by the callable); anyone else is told one sentence,
 * also about a post that is hidden, deleted or never was. Writing the value it already has writes nothing
 * (nor a log line, so a retry logs once). A moderator's change to a post they did not write is logged, with
 * the post's title as the log names a post that stays up (redacted once it leaves public view).
 */
export async function setRepliesClosed(
  postId: string,
  closed: boolean,
  caller: ThreadCaller & { moderator: boolean },
): Promise<void> {
  const db = getFirestore();
  const postRef = collections(db).suggestions.doc(postId);
  // The post's queue entry says whether anyone reported it for personal information (the title then stays out).
  const queueRef = collections(db).moderationQueue.doc(postId);
  await db.runTransaction(async (transaction) => {
    const [postRead, queueRead] = await getEach(transaction, postRef, queueRef);
    const post = postRead.data();
    const byAuthor = post !== undefined && wroteThePost(post, { ...caller, displayName: null });
    if (post === undefined || !(caller.moderator || byAuthor)) {
      if (caller.moderator) throw badInput("postId", UNKNOWN_POST_MESSAGE);
      throw new HttpsError("permission-denied", NOT_YOUR_THREAD_MESSAGE);
    }
    if ((post.repliesClosed === true) === closed) return;
    transaction.update(postRef, { repliesClosed: closed ? true : FieldValue.delete() });
    // The author's own thread: their choice, as deleting their own reply is, never a line in the log.
    if (byAuthor) return;
    writeLog(transaction, db, {
      action: closed ? "closed" : "reopened",
      by: "moderator",
      reason: closed ? CLOSED_LOG_REASON : REOPENED_LOG_REASON,
      // A hidden post's title may be what was removed: the log shows it for no action on such a post.
      title: isHidden(post) ? REMOVED_TITLE : logTitleFor(post, queueRead.data()),
      postId,
    });
  });
}
