// The home list's reads: a page of posts newest first, posts newer than the newest shown, and the total.
import { COUNTERS_DOCUMENT, PAGE_SIZE, MAX_PAGE_SIZE, POST_COUNT_FIELD, SUGGESTIONS_COLLECTION } from "@village/shared";
import { getDocument, runQuery } from "../../../lib/firebase/firestore-rest";
import { cursorAfterLast, postsFromDocuments, type Cursor, type Post } from "./post";

export interface Page {
  posts: Post[];
  /** Where the next page starts, or null when this was the last page. */
  next: Cursor | null;
}

/** One page of posts, newest first, starting after `after` (by time, then document id). */
export async function fetchNewestPage(after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  const documents = await runQuery(
    {
      collection: SUGGESTIONS_COLLECTION,
      orderByDesc: "createdAt",
      ...(after ? { after } : {}),
      limit: PAGE_SIZE,
    },
    signal,
  );
  return {
    posts: postsFromDocuments(documents),
    next: documents.length === PAGE_SIZE ? cursorAfterLast(documents) : null,
  };
}

/**
 * Posts newer than `newest`, newest first: at most a full page of the largest size. `complete` is false
 * when there may be more than that.
 */
export async function fetchNewerThan(
  newest: Date,
  signal?: AbortSignal,
): Promise<{ posts: Post[]; complete: boolean }> {
  const documents = await runQuery(
    {
      collection: SUGGESTIONS_COLLECTION,
      where: [{ field: "createdAt", op: "GREATER_THAN", value: newest }],
      orderByDesc: "createdAt",
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
