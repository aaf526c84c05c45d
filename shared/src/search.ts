/**
 * Search over every post without downloading the collection.
 *
 * A trigger keeps, for each post, a document in `searchIndex` holding the post's display fields and a
 * map `k` whose field names are every distinct 1-, 2- and 3-character substring of each searchable
 * field, lower-cased (`k.gal == true`). Its document id starts with the post's time counted backwards,
 * so ordering by id lists newest first.
 *
 * A term of up to 3 characters is itself a key, so `k.<term> == true` finds exactly the posts containing
 * it. A longer term asks for several of its 3-character substrings at once (`k.gal == true AND
 * k.lag == true …`) and each candidate is then checked for the whole term. Equality filters ordered by
 * document id are served by Firestore's automatic single-field indexes (merged), so no composite index
 * is needed however many keys there are.
 */

import type { ListedPost } from "./listed-post.js";

export const SEARCH_INDEX_COLLECTION = "searchIndex";

/** The map field of an index entry holding its keys. */
export const SEARCH_KEYS_FIELD = "k";

/** Longest key length: terms up to this length are matched by the index alone. */
export const MAX_KEY_LENGTH = 3;

/** Most keys one lookup asks for together (each is one equality filter). */
export const MAX_LOOKUP_KEYS = 6;

export interface SearchableText {
  title?: string | undefined;
  details?: string | undefined;
  link?: string | undefined;
}

/** Case-insensitive form used both for keys and for matching. */
export function normalizeForSearch(value: string): string {
  return value.normalize("NFC").toLowerCase();
}

/** A search term as typed, cleaned: trimmed and normalised. Empty means no search. */
export function normalizeTerm(term: string): string {
  return normalizeForSearch(term.trim());
}

function fieldsOf(post: SearchableText): string[] {
  return [post.title, post.details, post.link].filter((field): field is string => typeof field === "string");
}

/**
 * Most keys one post stores. Each key is a field and an index entry of its index entry, and Firestore allows
 * 20,000 fields and 40,000 index entries per document: a long post of very varied characters (5,000
 * distinct CJK characters, say) would have about 15,000 keys from its text alone. Ordinary text stays well
 * below this (5,000 characters of English prose has about 3,500), so the cap only ever shortens such posts.
 */
export const MAX_SEARCH_KEYS = 9_000;

/**
 * Every distinct substring of 1 to 3 characters (code points) of each field, sorted; at most MAX_SEARCH_KEYS
 * of them. Keys are taken in reading order (title, then details, then link, each from its start), so a
 * capped post is still found by any term within its title and the first part of its text: at least the
 * first 2,900 characters of the details, since each character adds at most 3 new keys.
 */
export function searchKeysFor(post: SearchableText): string[] {
  const keys = new Set<string>();
  for (const field of fieldsOf(post)) {
    const chars = Array.from(normalizeForSearch(field));
    for (let start = 0; start < chars.length; start++) {
      for (let length = 1; length <= MAX_KEY_LENGTH && start + length <= chars.length; length++) {
        keys.add(chars.slice(start, start + length).join(""));
        if (keys.size === MAX_SEARCH_KEYS) return [...keys].sort();
      }
    }
  }
  return [...keys].sort();
}

/** The `k` map stored in an index entry. */
export function searchKeyMapFor(post: SearchableText): Record<string, true> {
  return Object.fromEntries(searchKeysFor(post).map((key) => [key, true]));
}

/** The specification's search: a case-insensitive substring of the title, the details or the link. */
export function matchesSearch(post: SearchableText, term: string): boolean {
  const needle = normalizeTerm(term);
  if (needle === "") return true;
  return fieldsOf(post).some((field) => normalizeForSearch(field).includes(needle));
}

// Rough frequency of characters in English text, most common first. Trigrams made of rarer characters
// narrow the candidates most, so they are asked for first.
const COMMON = " etaoinshrdlcumwfgypbvk";

function commonness(trigram: string): number {
  return Array.from(trigram).reduce((sum, char) => {
    const rank = COMMON.indexOf(char);
    return sum + (rank === -1 ? 0 : COMMON.length - rank);
  }, 0);
}

/**
 * The index keys to look a term up by: the term itself when short enough, else up to MAX_LOOKUP_KEYS of
 * its distinct 3-character substrings, rarest first. Empty for an empty term.
 */
export function lookupKeysFor(term: string): string[] {
  const chars = Array.from(normalizeTerm(term));
  if (chars.length === 0) return [];
  if (chars.length <= MAX_KEY_LENGTH) return [chars.join("")];
  const trigrams = new Set<string>();
  for (let start = 0; start + MAX_KEY_LENGTH <= chars.length; start++) {
    trigrams.add(chars.slice(start, start + MAX_KEY_LENGTH).join(""));
  }
  return [...trigrams].sort((a, b) => commonness(a) - commonness(b) || a.localeCompare(b)).slice(0, MAX_LOOKUP_KEYS);
}

/** True when the index alone decides a match, so candidates need no further check. */
export function isExactLookup(term: string): boolean {
  return Array.from(normalizeTerm(term)).length <= MAX_KEY_LENGTH;
}

// Far enough in the future (year 2286) that every real time counts down to a positive number.
const TIME_CEILING_MS = 9_999_999_999_999;

/** The index entry's document id: the post's time counted backwards (so ids sort newest first), then its id. */
export function searchIndexIdFor(createdAtMs: number, postId: string): string {
  return `${String(TIME_CEILING_MS - Math.floor(createdAtMs)).padStart(13, "0")}_${postId}`;
}

/**
 * The search-index entry for a post: its public fields (`listedPostFor`) and its search keys. Clients read
 * entries only through a field mask of the public fields (`LISTED_POST_FIELDS`), so the keys, by far the
 * larger part, never leave Firestore.
 */
export function searchIndexEntryFor<Time>(listed: ListedPost<Time>) {
  return { ...listed, [SEARCH_KEYS_FIELD]: searchKeyMapFor(listed) };
}
