import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { REPLIES_COLLECTION, SUGGESTIONS_COLLECTION } from "@village/shared";
import { syncReply } from "../services/projection/sync-reply.js";
import { triggerOptions } from "../lib/runtime-options.js";

/**
 * Keeps each reply's public document (`posts/{postId}/listedReplies/{replyId}`) current. Any failure is thrown
 * and the event retried: the work is idempotent. Nothing else is written: a reply never bumps its post.
 */
export const syncReplyOnWrite = onDocumentWritten(
  { document: `${SUGGESTIONS_COLLECTION}/{postId}/${REPLIES_COLLECTION}/{replyId}`, ...triggerOptions() },
  async (event) => {
    await syncReply(event.params.postId, event.params.replyId);
  },
);
