// Search over every post through the search index (shared/src/search.ts explains how the index works).
import {
  isExactLookup,
  LISTED_POST_FIELDS,
  lookupKeysFor,
  matchesSearch,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_INDEX_COLLECTION,
  SEARCH_KEYS_FIELD,
} from "@village/shared";
import { cursorAfter, runQuery, type Query } from "../../../lib/firebase/firestore-rest";
import { postsFromDocuments, type Cursor, type Post } from "./post";
import type { Page } from "./posts-api";

// Candidate batches read for one page of results at most, so a term whose keys are all common still
// answers quickly; "Load more" carries on from where the scan stopped. A page that stops here without a
// match says how many posts it searched (`scanned`), for the page to offer searching further.
export const MAX_BATCHES_PER_PAGE = 4;

// Index entry ids count time backwards: by id is newest first.
const entriesNewestFirst: Query["orderBy"] = [{ field: "__name__", direction: "ASCENDING" }];

/** One page of posts matching `term`, newest first, scanning the index after `after`. */
export async function searchPage(term: string, after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  const keys = lookupKeysFor(term);
  if (keys.length === 0) return { posts: [], next: null, scanned: 0 };
  // Short terms are decided by the index alone, so a batch is exactly a page.
  const limit = isExactLookup(term) ? PAGE_SIZE : MAX_PAGE_SIZE;
  const matches: Post[] = [];
  let scanned = 0;
  let cursor = after;
  for (let batch = 0; batch < MAX_BATCHES_PER_PAGE; batch++) {
    const documents = await runQuery(
      {
        collection: SEARCH_INDEX_COLLECTION,
        where: keys.map((key) => ({ field: [SEARCH_KEYS_FIELD, key], op: "EQUAL" as const, value: true })),
        orderBy: entriesNewestFirst,
        // The post as listed, without its search keys (most of an entry's weight).
        select: LISTED_POST_FIELDS,
        ...(cursor ? { startAfter: cursor } : {}),
        limit,
      },
      signal,
    );
    scanned += documents.length;
    matches.push(...postsFromDocuments(documents).filter((post) => matchesSearch(post, term)));
    const last = documents.at(-1);
    cursor = documents.length === limit && last ? cursorAfter(last, entriesNewestFirst) : null;
    if (cursor === null || matches.length >= PAGE_SIZE) break;
  }
  return { posts: matches, next: cursor, scanned };
}
