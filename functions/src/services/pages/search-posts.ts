// One page of a search, read from the search index (shared/src/search.ts explains the index) by the
// `searchPosts` HTTP function: the index is the functions' own, so the keys never leave Firestore.
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import {
  isExactLookup,
  LISTED_POST_FIELDS,
  lookupKeyFor,
  matchesSearch,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_KEYS_FIELD,
  searchCursorOf,
  type ListedPost,
  type SearchAnswer,
  type SearchPosition,
} from "@village/shared";
import { publicPostDocument, type PublicPostDocument } from "@village/shared/documents";
import { collections, converterFor } from "../../lib/collections.js";
import { exactTime, firestoreTime } from "../../lib/exact-time.js";

/**
 * Candidate batches read for one page at most, so a term whose key is common still answers quickly (at most
 * 4 × 50 = 200 reads a page); "Load more" carries on from the last candidate read.
 */
export const MAX_BATCHES_PER_PAGE = 4;

/** An index entry as read: its id (the post's) and its listed fields. */
export interface Candidate {
  id: string;
  data: PublicPostDocument;
}

// What the field mask leaves of an entry is a listed post: checked as one.
const listedFieldsOfEntry = converterFor("searchIndex (listed fields)", publicPostDocument);

/** Reads up to `limit` entries holding `key`, newest first, after `after` (from the start when null). */
export type ReadCandidates = (key: string, after: SearchPosition | null, limit: number) => Promise<Candidate[]>;

/** The index, newest first (the composite index on `keys`, `createdAt` and the id), listed fields only. */
export const readIndex: ReadCandidates = async (key, after, limit) => {
  let query = collections(getFirestore())
    .searchIndex.where(SEARCH_KEYS_FIELD, "array-contains", key)
    .orderBy("createdAt", "desc")
    .orderBy(FieldPath.documentId(), "desc")
    .select(...LISTED_POST_FIELDS)
    .withConverter(listedFieldsOfEntry);
  if (after) query = query.startAfter(firestoreTime(after.time), after.postId);
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
};

/** The listed post an entry holds, for the answer, its time to the nanosecond. */
function listedOf({ data }: Candidate): ListedPost<string> {
  const { title, details, link, author, editedAt, replyCount } = data;
  return {
    postId: data.postId,
    ...(title !== undefined && { title }),
    ...(details !== undefined && { details }),
    ...(link !== undefined && { link }),
    ...(author !== undefined && { author }),
    createdAt: exactTime(data.createdAt),
    ...(editedAt !== undefined && { editedAt: exactTime(editedAt) }),
    ...(replyCount !== undefined && replyCount > 0 && { replyCount }),
  };
}

/**
 * The posts holding every word of `term`, newest first, from `after`: the candidates holding the term's
 * rarest key, each checked for every word (`matchesSearch`). Stops at a page of matches (the next page starts
 * right after the last one), at the end of the candidates (`next` null), or after MAX_BATCHES_PER_PAGE
 * batches (`next` after the last candidate read). `scanned` is how many candidates it read.
 */
export async function searchPosts(
  term: string,
  after: SearchPosition | null,
  read: ReadCandidates = readIndex,
): Promise<SearchAnswer> {
  const key = lookupKeyFor(term);
  if (key === null) return { posts: [], next: null, scanned: 0 };
  // A term the index alone decides needs no more candidates than a page.
  const limit = isExactLookup(term) ? PAGE_SIZE : MAX_PAGE_SIZE;
  const posts: ListedPost<string>[] = [];
  let position = after;
  let scanned = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_PAGE; batch++) {
    const candidates = await read(key, position, limit);
    for (const [index, candidate] of candidates.entries()) {
      scanned += 1;
      const listed = listedOf(candidate);
      position = { time: listed.createdAt, postId: candidate.id };
      if (matchesSearch(listed, term)) posts.push(listed);
      if (posts.length === PAGE_SIZE) {
        const more = index < candidates.length - 1 || candidates.length === limit;
        return { posts, next: more ? searchCursorOf(position) : null, scanned };
      }
    }
    if (candidates.length < limit) return { posts, next: null, scanned };
  }
  return { posts, next: position ? searchCursorOf(position) : null, scanned };
}
