// The home document's newest page: a copy of the newest PAGE_SIZE posts, read from the public projection by
// the home builder (services/projection/home-builder.ts).
import { FieldPath, getFirestore, type Firestore, type Transaction } from "firebase-admin/firestore";
import { newestFirst as listOrder, PAGE_SIZE } from "@village/shared";
import type { PublicPostDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";

/** An entry of the page: a listed post as its public document holds it (and `meta/home`'s schema reads it). */
export type PageEntry = PublicPostDocument;

/** Where an entry stands in the list, to the nanosecond Firestore keeps. */
const positionOf = ({ createdAt, postId }: PageEntry) => ({
  millis: createdAt.seconds * 1000 + Math.floor(createdAt.nanoseconds / 1e6),
  nanos: createdAt.nanoseconds % 1e6,
  id: postId,
});

/** The list's order (`newestFirst` in shared/src/listed-post.ts) for entries holding Firestore times. */
export function newestFirst(a: PageEntry, b: PageEntry): number {
  return listOrder(positionOf(a), positionOf(b));
}

/** The newest page, read from the public projection inside `transaction`, in the list's own query order. */
export async function readNewestPage(transaction: Transaction, db: Firestore = getFirestore()): Promise<PageEntry[]> {
  const newest = await transaction.get(
    collections(db).posts.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc").limit(PAGE_SIZE),
  );
  return newest.docs.map((post) => post.data()).sort(newestFirst);
}

/** Whether two pages list the same posts with the same fields. */
export function samePage(a: PageEntry[], b: PageEntry[]): boolean {
  return a.length === b.length && a.every((entry, index) => sameEntry(entry, b[index]));
}

/** Whether two entries list one post with the same fields (an absent field equals an absent field). */
export function sameEntry(a: PageEntry, b: PageEntry | undefined): boolean {
  return (
    b !== undefined &&
    a.postId === b.postId &&
    a.createdAt.seconds === b.createdAt.seconds &&
    a.createdAt.nanoseconds === b.createdAt.nanoseconds &&
    a.title === b.title &&
    a.details === b.details &&
    a.link === b.link &&
    a.author === b.author &&
    a.repliesClosed === b.repliesClosed &&
    a.editedAt?.seconds === b.editedAt?.seconds &&
    a.editedAt?.nanoseconds === b.editedAt?.nanoseconds &&
    a.replyCount === b.replyCount
  );
}
