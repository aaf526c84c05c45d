// What `/` renders besides the board's newest page (docs/decisions/0110): the page of older posts a
// `/?before=<cursor>` link asks for, and a shared search link's first page of results (`/?q=<term>`), so that
// both work in the first response, JavaScript or not.
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import type { Request } from "firebase-functions/v2/https";
import {
  canonicalSearchTerm,
  homeAnswer,
  MAX_SEARCH_TERM_LENGTH,
  PAGE_SIZE,
  POST_COUNT_FIELD,
  type HomeAnswer,
  type ListPlace,
  type SearchAnswer,
} from "@village/shared";
import { collections, servedHomeDocumentRef } from "../../lib/collections.js";
import { firestoreTime } from "../../lib/exact-time.js";
import { spendSearch } from "../limits/search-allowance.js";
import { searchPosts } from "./search-posts.js";
import { sentPost } from "./home-answer.js";

/**
 * The page of posts after `place`, newest first, as the home list's own Load more reads it (the same query,
 * PAGE_SIZE posts), with the board's count from the home document: PAGE_SIZE + 1 reads at most.
 */
export async function readOlderPage(place: ListPlace): Promise<HomeAnswer> {
  const db = getFirestore();
  const [page, home] = await Promise.all([
    collections(db)
      .posts.orderBy("createdAt", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      .startAfter(firestoreTime(place.time), place.postId)
      .limit(PAGE_SIZE)
      .get(),
    servedHomeDocumentRef(db).get(),
  ]);
  return homeAnswer.parse({
    total: home.data()?.[POST_COUNT_FIELD] ?? null,
    posts: page.docs.map((post) => sentPost(post.data())),
  });
}

/**
 * A search's first page as `/api/search` answers it (`searchPosts`, the same service), spending one search of
 * the request's network address as it does; null when there is nothing to render: a term the endpoint would
 * refuse or that holds no word, or an address past its allowance (the page's app then asks `/api/search`,
 * which says when to try again; its refusal is never kept by the CDN, which `/`'s answer would be).
 */
export async function searchFirstPage(request: Request, term: string): Promise<SearchAnswer | null> {
  const canonical = canonicalSearchTerm(term);
  if (Array.from(term).length > MAX_SEARCH_TERM_LENGTH || canonical === null || canonical === "") return null;
  const allowance = await spendSearch(request);
  if (!allowance.admitted) return null;
  // Counted while the search reads; a search whose counting failed is not rendered (as /api/search).
  const [answer] = await Promise.all([searchPosts(canonical, null), allowance.counted]);
  return answer;
}
