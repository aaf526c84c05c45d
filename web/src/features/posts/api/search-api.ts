// Search over every post through `/api/search` (the searchPage function; shared/src/search.ts explains the
// index, which only the functions read), read through the app's one read module.
import { canonicalSearchTerm, normalizeTerm, SEARCH_ENDPOINT, searchAnswer, searchQueryOf } from "@village/shared";
import { readEndpoint } from "../../../lib/read/read";
import { postFromAnswer, type Cursor } from "./post";
import type { Page } from "./posts-api";

/**
 * The address of one page: the one URL the endpoint answers for the term (its canonical spelling, which the
 * endpoint would otherwise redirect to) and where the page starts, so a search never pays a redirect.
 */
export function searchUrl(term: string, after: Cursor | null): string {
  const canonical = canonicalSearchTerm(term) ?? normalizeTerm(term);
  return `${SEARCH_ENDPOINT}?${searchQueryOf(canonical, after)}`;
}

/**
 * One page of posts holding every word of `term`, newest first, after `after`: the function reads at most a
 * few batches of candidates for it, so a page can hold fewer than a page of posts, and says how many
 * candidates it read (`scanned`), for the page to offer searching further. Too many searches from this
 * network: `ReadRefused` with the endpoint's sentence, which says when to try again.
 */
export async function searchPage(term: string, after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  if (canonicalSearchTerm(term) === "") return { posts: [], next: null, scanned: 0 };
  const answer = await readEndpoint(searchUrl(term, after), searchAnswer, signal);
  return { posts: answer.posts.map(postFromAnswer), next: answer.next, scanned: answer.scanned };
}
