import { FieldPath, getFirestore, Timestamp, type DocumentData, type Transaction } from "firebase-admin/firestore";
import { listedPostFor, PAGE_SIZE, SUGGESTIONS_COLLECTION, type ListedPost } from "@village/shared";

/**
 * The newest page of posts as the home document holds it, read inside `transaction` with the very order
 * the list uses (time, then document id, newest first).
 */
export async function readNewestPage(transaction: Transaction): Promise<ListedPost<Timestamp>[]> {
  const newest = await transaction.get(
    getFirestore()
      .collection(SUGGESTIONS_COLLECTION)
      .orderBy("createdAt", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      .limit(PAGE_SIZE),
  );
  // A post whose time is not a timestamp yet (added by hand) gets one from its own trigger, which then
  // rebuilds the page; until then it is left out, as the list leaves it out.
  return newest.docs.flatMap((post) => {
    const { createdAt } = post.data();
    return createdAt instanceof Timestamp ? [listedPostFor(post.id, post.data(), createdAt)] : [];
  });
}

/**
 * Whether a change to post `postId`, now at `createdAt` (null: deleted), can change the newest page the home
 * document shows as `shown`: when the post is on it, would sort onto it, or the page is not full. Ties
 * count as "can", so nothing is missed.
 */
export function mayChangeNewestPage(shown: unknown, postId: string, createdAt: Timestamp | null): boolean {
  const entries: DocumentData[] = Array.isArray(shown) ? shown.filter(isRecord) : [];
  if (entries.length < PAGE_SIZE) return true;
  if (entries.some((entry) => entry.postId === postId)) return true;
  const oldest: unknown = entries.at(-1)?.createdAt;
  return createdAt !== null && (!(oldest instanceof Timestamp) || createdAt.toMillis() >= oldest.toMillis());
}

const isRecord = (value: unknown): value is DocumentData =>
  typeof value === "object" && value !== null && !Array.isArray(value);
