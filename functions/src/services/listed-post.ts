import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { listedPostFor, SUGGESTIONS_COLLECTION, type ListedPostReply } from "@village/shared";

/**
 * A stored post as it will be listed, for its author's reply: the same projection the trigger publishes,
 * with the time the server stored.
 */
export async function listedPostReplyFor(postId: string): Promise<ListedPostReply> {
  const snapshot = await getFirestore().collection(SUGGESTIONS_COLLECTION).doc(postId).get();
  const createdAt: unknown = snapshot.get("createdAt");
  if (!(createdAt instanceof Timestamp)) throw new Error(`Post ${postId} has no stored time.`);
  return listedPostFor(postId, snapshot.data() ?? {}, createdAt.toDate().toISOString());
}
