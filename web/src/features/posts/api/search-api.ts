// Search over every post through `/api/search` (the searchPage function; shared/src/search.ts explains the
// index, which only the functions read).
import { isSearchAnswer, normalizeTerm, POSTS_COLLECTION, SEARCH_ENDPOINT } from "@village/shared";
import { exactTime, type StoredDocument } from "../../../lib/firebase/firestore-rest";
import { postsFromDocuments, type Cursor } from "./post";
import type { Page } from "./posts-api";

// The endpoint's cursor is text; the list keeps it as it keeps any cursor, without looking inside.
const asCursor = (next: string) => next as unknown as Cursor;
const cursorText = (cursor: Cursor) => cursor as unknown as string;

/** The address of one page: the term as the search box cleaned it, and where the page starts. */
export function searchUrl(term: string, after: Cursor | null): string {
  const query = new URLSearchParams({ q: normalizeTerm(term) });
  if (after !== null) query.set("after", cursorText(after));
  return `${SEARCH_ENDPOINT}?${query.toString()}`;
}

/**
 * One page of posts holding every word of `term`, newest first, after `after`: the function reads at most a
 * few batches of candidates for it, so a page can hold fewer than a page of posts, and says how many
 * candidates it read (`scanned`), for the page to offer searching further.
 */
export async function searchPage(term: string, after: Cursor | null, signal?: AbortSignal): Promise<Page> {
  if (normalizeTerm(term) === "") return { posts: [], next: null, scanned: 0 };
  const response = await fetch(searchUrl(term, after), signal ? { signal } : {});
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
