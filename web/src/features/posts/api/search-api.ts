// Search over every post through `/api/search` (the searchPage function; shared/src/search.ts explains the
// index, which only the functions read).
import {
  canonicalSearchTerm,
  isSearchAnswer,
  normalizeTerm,
  POSTS_COLLECTION,
  SEARCH_ENDPOINT,
  searchQueryOf,
} from "@village/shared";
import { ReadRefused } from "../../../lib/errors/error-message";
import { exactTime, type StoredDocument } from "../../../lib/firebase/firestore-rest";
import { postsFromDocuments, type Cursor } from "./post";
import type { Page } from "./posts-api";

// The endpoint's cursor is text; the list keeps it as it keeps any cursor, without looking inside.
const asCursor = (next: string) => next as unknown as Cursor;
const cursorText = (cursor: Cursor) => cursor as unknown as string;

/**
 * The address of one page: the one URL the endpoint answers for the term (its canonical spelling, which the
 * endpoint would otherwise redirect to) and where the page starts, so a search never pays a redirect.
 */
export function searchUrl(term: string, after: Cursor | null): string {
  const canonical = canonicalSearchTerm(term) ?? normalizeTerm(term);
  return `${SEARCH_ENDPOINT}?${searchQueryOf(canonical, after === null ? null : cursorText(after))}`;
}

/** The endpoint's sentence in a refusal (`{ error }`), or "" when it sent none. */
async function sentenceOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const error = typeof body === "object" && body !== null ? (Reflect.get(body, "error") as unknown) : undefined;
    return typeof error === "string" ? error : "";
  } catch {
    return "";
  }
}

/**
 * One page of posts holding every word of `term`, newest first, after `after`: the function reads at most a
 * few batches of candidates for it, so a page can hold fewer than a page of posts, and says how many
 * candidates it read (`scanned`), for the page to offer searching further.
 */
export async function searchPage(term: string, after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  if (canonicalSearchTerm(term) === "") return { posts: [], next: null, scanned: 0 };
  const response = await fetch(searchUrl(term, after), signal ? { signal } : {});
  // Too many searches from this network: the endpoint's sentence says when to try again.
  if (response.status === 429) throw new ReadRefused(await sentenceOf(response));
  if (!response.ok) throw new Error(`${SEARCH_ENDPOINT} answered ${response.status}`);
  const answer: unknown = await response.json();
  if (!isSearchAnswer(answer)) throw new Error(`${SEARCH_ENDPOINT} answered something else`);
  const documents = answer.posts.map((entry): StoredDocument => ({
    id: entry.postId,
    path: `${POSTS_COLLECTION}/${entry.postId}`,
    data: { ...entry, createdAt: exactTime(entry.createdAt) },
  }));
  return {
    posts: postsFromDocuments(documents),
    next: answer.next === null ? null : asCursor(answer.next),
    scanned: answer.scanned,
  };
}
