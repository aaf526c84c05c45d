// The home list's reads: a page of posts newest first, posts newer than the newest shown, and the total.
import { COUNTERS_DOCUMENT, MAX_PAGE_SIZE, PAGE_SIZE, POST_COUNT_FIELD, SUGGESTIONS_COLLECTION } from "@village/shared";
import { getDocument, runQuery, type Query } from "../../../lib/firebase/firestore-rest";
import { postsFromDocuments, type Cursor, type Post } from "./post";

export interface Page {
  posts: Post[];
  /** Where the next page starts, or null when this was the last page. */
  next: Cursor | null;
}

// Newest first; posts with the same time keep a stable order by id, so paging neither skips nor repeats.
const newestFirst: Query["orderBy"] = [
  { field: "createdAt", direction: "DESCENDING" },
  { field: "__name__", direction: "DESCENDING" },
];

/** One page of posts, newest first, starting after `after`. */
export async function fetchNewestPage(after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  const documents = await runQuery(
    {
      collection: SUGGESTIONS_COLLECTION,
      orderBy: newestFirst,
      ...(after ? { startAfter: after } : {}),
      limit: PAGE_SIZE,
    },
    signal,
  );
  // The cursor is the last document read, even one skipped as malformed.
  const last = documents.at(-1);
  const lastTime = last?.data.createdAt;
  return {
    posts: postsFromDocuments(documents),
    next:
      documents.length === PAGE_SIZE && last && lastTime instanceof Date ? [lastTime, { reference: last.name }] : null,
  };
}

/**
 * Posts newer than `newest`, newest first: at most a page of the largest size. `complete` is false when
 * there may be more than that.
 */
export async function fetchNewerThan(
  newest: Date,
  signal?: AbortSignal,
): Promise<{ posts: Post[]; complete: boolean }> {
  const documents = await runQuery(
    {
      collection: SUGGESTIONS_COLLECTION,
      where: [{ field: "createdAt", op: "GREATER_THAN", value: newest }],
      orderBy: newestFirst,
      limit: MAX_PAGE_SIZE,
    },
    signal,
  );
  return { posts: postsFromDocuments(documents), complete: documents.length < MAX_PAGE_SIZE };
}

/** The number of posts, from the running total a trigger keeps; null if it is not there yet. */
export async function fetchPostCount(signal?: AbortSignal): Promise<number | null> {
  const counters = await getDocument(COUNTERS_DOCUMENT, signal);
  const count = counters?.data[POST_COUNT_FIELD];
  return typeof count === "number" ? count : null;
}
