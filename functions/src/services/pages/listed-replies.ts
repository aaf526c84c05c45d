import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type { PublicReplyDocument } from "@village/shared/documents";
import { REPLIES_PAGE_SIZE, type ListedReply } from "@village/shared";
import { threadCollections } from "../../lib/collections.js";
import { exactTime } from "../../lib/exact-time.js";

/** A reply's public document as a post's page carries it: its time as RFC 3339 text, exact to the nanosecond. */
export function sentReply(reply: PublicReplyDocument): ListedReply<string> {
  return {
    replyId: reply.replyId,
    postId: reply.postId,
    text: reply.text,
    author: reply.author,
    ...(reply.byPostAuthor && { byPostAuthor: true as const }),
    createdAt: exactTime(reply.createdAt),
  };
}

/**
 * The thread's first page as `/p/{id}` draws it: the first `REPLIES_PAGE_SIZE` replies of the post's public
 * projection, oldest first (by time, then id: the browser's "Load more replies" goes on from the last one's
 * (time, id)), in one query whatever the thread's length (docs/decisions/0116).
 */
export async function readFirstReplies(postId: string): Promise<ListedReply<string>[]> {
  const listedReplies = threadCollections(getFirestore(), postId).listedReplies;
  const page = await listedReplies.orderBy("createdAt").orderBy("__name__").limit(REPLIES_PAGE_SIZE).get();
  // A document the schema refuses is left out (the browser's read skips it too), not the whole thread.
  return page.docs.flatMap((reply) => {
    try {
      return [sentReply(reply.data())];
    } catch (error) {
      logger.warn("postPage leaves out a reply it cannot show", error);
      return [];
    }
  });
}
