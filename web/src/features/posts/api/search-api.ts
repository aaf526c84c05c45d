// Search over every post through the search index (see shared/src/search.ts for how the index works).
import {
  isExactLookup,
  lookupKeyFor,
  matchesSearch,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_INDEX_COLLECTION,
} from "@village/shared";
import { runQuery } from "../../../lib/firebase/firestore-rest";
import { cursorAfterLast, postsFromDocuments, type Cursor, type Post } from "./post";
import type { Page } from "./posts-api";

// Candidate batches read for one page of results at most, so a term whose rarest trigram is common
// still answers quickly; "Load more" carries on from where the scan stopped.
const MAX_BATCHES_PER_PAGE = 4;

/** One page of posts matching `term`, newest first, scanning the index after `after`. */
export async function searchPage(term: string, after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  const key = lookupKeyFor(term);
  if (key === null) return { posts: [], next: null };
  const exact = isExactLookup(term);
  const matches: Post[] = [];
  let cursor = after;
  for (let batch = 0; batch < MAX_BATCHES_PER_PAGE; batch++) {
    const limit = exact ? PAGE_SIZE : MAX_PAGE_SIZE;
    const documents = await runQuery(
      {
        collection: SEARCH_INDEX_COLLECTION,
        where: [{ field: "keys", op: "ARRAY_CONTAINS", value: key }],
        orderByDesc: "createdAt",
        ...(cursor ? { after: cursor } : {}),
        limit,
      },
      signal,
    );
    matches.push(...postsFromDocuments(documents).filter((post) => matchesSearch(post, term)));
    cursor = documents.length === limit ? cursorAfterLast(documents) : null;
    if (cursor === null || matches.length >= PAGE_SIZE) break;
  }
  return { posts: matches, next: cursor };
}
