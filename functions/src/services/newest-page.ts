// The home document's newest page: a copy of the newest PAGE_SIZE posts, kept up to date one post at a
// time, so that a new post costs one document's read and write rather than a query across the collection.
import { FieldPath, getFirestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { newestFirst as listOrder, PAGE_SIZE, POSTS_COLLECTION, type ListedPost } from "@village/shared";

export type PageEntry = ListedPost<Timestamp>;

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The entries of a stored page; anything malformed (an admin's hand edit) is dropped. */
export function pageEntriesOf(stored: unknown): PageEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is PageEntry =>
      isRecord(entry) && typeof entry.postId === "string" && entry.createdAt instanceof Timestamp,
  );
}

/**
 * The newest page after post `postId` became `entry` (null: gone), worked out from the page before and the
 * number of posts before. Null when the page alone cannot tell: a post left a full page and the next one
 * must be read from the collection (`readNewestPage`).
 */
export function nextNewestPage(
  page: PageEntry[],
  postsBefore: number,
  postId: string,
  entry: PageEntry | null,
): PageEntry[] | null {
  // A page holding every post stays right whatever happens; otherwise only what sorts above its last
  // entry can be placed on it.
  const complete = page.length === postsBefore;
  const last = page.at(-1);
  const kept = page.filter((shown) => shown.postId !== postId);
  const fits = entry !== null && (complete || (last !== undefined && newestFirst(entry, last) <= 0));
  const next = fits ? [...kept, entry].sort(newestFirst).slice(0, PAGE_SIZE) : kept;
  return complete || next.length === PAGE_SIZE ? next : null;
}

/**
 * The newest page read from the public projection inside `transaction`, in the list's own query order;
 * with `change`, as it is once post `postId` has become `entry` (null: gone or unlisted). The projection
 * still holds that post as it was before (the transaction writes it afterwards), so that version is set
 * aside and the new one placed; one post more than a page is read so that a page stays full when one leaves.
 */
export async function readNewestPage(
  transaction: Transaction,
  change: { postId: string; entry: PageEntry | null } | null = null,
): Promise<PageEntry[]> {
  const newest = await transaction.get(
    getFirestore()
      .collection(POSTS_COLLECTION)
      .orderBy("createdAt", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      .limit(PAGE_SIZE + 1),
  );
  const others = pageEntriesOf(newest.docs.map((post) => post.data())).filter(
    (shown) => shown.postId !== change?.postId,
  );
  return [...others, ...(change?.entry ? [change.entry] : [])].sort(newestFirst).slice(0, PAGE_SIZE);
}

/** Whether two pages list the same posts with the same fields. */
export function samePage(a: PageEntry[], b: PageEntry[]): boolean {
  return a.length === b.length && a.every((entry, index) => sameEntry(entry, b[index]));
}

function sameEntry(a: PageEntry, b: PageEntry | undefined): boolean {
  return (
    b !== undefined &&
    a.postId === b.postId &&
    a.createdAt.isEqual(b.createdAt) &&
    a.title === b.title &&
    a.details === b.details &&
    a.link === b.link &&
    a.author === b.author
  );
}
