import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { REPLIES_COLLECTION, SUGGESTIONS_COLLECTION } from "@village/shared";
import { syncReply } from "../services/projection/sync-reply.js";
import { removalDelay, requestReplyCount } from "../services/projection/reply-count-queue.js";
import { triggerOptions } from "../lib/runtime-options.js";

/**
 * Keeps each reply's public document (`posts/{postId}/listedReplies/{replyId}`) current. Any failure is thrown
 * and the event retried: the work is idempotent. A reply never bumps its post: when the list of the thread
 * changed, it asks for the thread's count (one task per post and second, docs/decisions/0118), which writes
 * the post's `replyCount` and nothing that orders it. A reply leaving view is counted after a random delay,
 * so that one person's replies leaving several threads together change no counts together (0087).
 */
export const syncReplyOnWrite = onDocumentWritten(
  { document: `${SUGGESTIONS_COLLECTION}/{postId}/${REPLIES_COLLECTION}/{replyId}`, ...triggerOptions() },
  async (event) => {
    const { postId, replyId } = event.params;
    const change = await syncReply(postId, replyId);
    if (change === "listed") await requestReplyCount(postId);
    else if (change === "unlisted") await requestReplyCount(postId, Date.now(), removalDelay());
  },
);
