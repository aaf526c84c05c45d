/**
 * Search over every post without downloading the collection, and without letting anyone download the index.
 *
 * A trigger keeps, for each listed post, a document in `searchIndex` (its id is the post's id) holding the
 * post's listed fields and an array `keys` of every distinct 1-, 2- and 3-character substring of each
 * searchable field, lower-cased. Only the functions read it: the `searchPosts` HTTP function asks for one key
 * (`keys array-contains <key>`, newest first, through one composite index) and checks each candidate for every
 * word of the term (the specification's case-insensitive substring match, word by word), downloading only the
 * listed fields. No client may read the collection (firestore.rules), so no request, with or without a field
 * mask, can carry the keys away (docs/decisions/0039).
 */

import type { ListedPost } from "./listed-post.js";

export const SEARCH_INDEX_COLLECTION = "searchIndex";

/** The array field of an index entry holding its keys. */
export const SEARCH_KEYS_FIELD = "keys";

/** Longest key length: terms up to this length are matched by the index alone. */
export const MAX_KEY_LENGTH = 3;

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
 * Most keys one post stores: each is one entry of the composite index (about 100 bytes stored) and of the
 * post's write. Measured over a realistic mix (scripts/bench/search-fanout.ts, docs/decisions/0040) the p99
 * post has about 2,000 keys and 5,000 characters of English prose about 1,900, so only text of very varied
 * characters (5,000 distinct CJK characters would have about 15,000) ever reaches the cap.
 */
export const MAX_SEARCH_KEYS = 4_000;

/**
 * Every distinct substring of 1 to 3 characters (code points) of each field, sorted; at most MAX_SEARCH_KEYS
 * of them. Keys are taken in reading order (title, then details, then link, each from its start), so a
 * capped post is still found by any term within its title and the first part of its text: at least the
 * first 1,200 characters of the details, since each character adds at most 3 new keys.
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

/**
 * The words of a search term: split at white space, normalised, each once. A word held inside another word
 * of the term is left out, since any post holding the longer one holds it too ("river riv" is "river").
 */
export function searchWordsOf(term: string): string[] {
  const words = [
    ...new Set(
      normalizeTerm(term)
        .split(/\s+/u)
        .filter((word) => word !== ""),
    ),
  ];
  return words.filter((word) => !words.some((other) => other !== word && other.includes(word)));
}

/**
 * The specification's search, word by word: a post matches when each word of the term is a case-insensitive
 * substring of its title, its details or its link (the words may sit in different fields, in any order).
 * For a term of one word this is exactly the specification's substring match.
 */
export function matchesSearch(post: SearchableText, term: string): boolean {
  const fields = fieldsOf(post).map(normalizeForSearch);
  return searchWordsOf(term).every((word) => fields.some((field) => field.includes(word)));
}

/** Rounds of normalising a canonical term may take before it stands still (one, for any text seen so far). */
const CANONICAL_ROUNDS = 4;

/**
 * The one spelling of a search: its words (`searchWordsOf`: normalised, each once, none held in another),
 * sorted by code unit, one space apart. Every spelling of the same search ("  River bench", "bench RIVER",
 * "river bench riv") has the same canonical term and the same answer, so `/api/search` answers only this
 * spelling and redirects the others (docs/decisions/0091). Normalised until it stands still (lower-casing
 * can, rarely, leave text that NFC changes again), so the canonical term's own canonical term is itself;
 * null in the case no text has been seen to reach, a term that would not stand still.
 */
export function canonicalSearchTerm(term: string): string | null {
  let current = term;
  for (let round = 0; round < CANONICAL_ROUNDS; round++) {
    const next = searchWordsOf(current).sort().join(" ");
    if (next === current) return current;
    current = next;
  }
  return null;
}

// Rough frequency of characters in English text, most common first. Trigrams made of rarer characters
// narrow the candidates most, so they are asked for first.
const COMMON = " etaoinshrdlcumwfgypbvk";

function commonness(key: string): number {
  return Array.from(key).reduce((sum, char) => {
    const rank = COMMON.indexOf(char);
    return sum + (rank === -1 ? 0 : COMMON.length - rank);
  }, 0);
}

/** The keys a word can be looked up by: itself when short enough, else each of its 3-character substrings. */
function keysOfWord(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length <= MAX_KEY_LENGTH) return [word];
  const trigrams: string[] = [];
  for (let start = 0; start + MAX_KEY_LENGTH <= chars.length; start++) {
    trigrams.push(chars.slice(start, start + MAX_KEY_LENGTH).join(""));
  }
  return trigrams;
}

/**
 * The one index key to look a term up by, or null for an empty term: of every word's keys, the longest
 * (a trigram narrows more than a single letter), then the one of rarest letters. Every post holding the term
 * holds this key, so the candidates it finds include every match; each is then checked with `matchesSearch`.
 */
export function lookupKeyFor(term: string): string | null {
  const keys = [...new Set(searchWordsOf(term).flatMap(keysOfWord))];
  // Last by code unit: the locale's collation calls some distinct keys equal (musical symbols, for one), and
  // the term's word order must not decide then (a canonical term looks up what its spellings look up).
  keys.sort(
    (a, b) =>
      Array.from(b).length - Array.from(a).length ||
      commonness(a) - commonness(b) ||
      a.localeCompare(b) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
  return keys[0] ?? null;
}

/** True when the index alone decides a match (one word of up to 3 characters), so candidates need no check. */
export function isExactLookup(term: string): boolean {
  const words = searchWordsOf(term);
  return words.length === 1 && Array.from(words[0] ?? "").length <= MAX_KEY_LENGTH;
}

/**
 * The search-index entry for a post: its public fields (`listedPostFor`) and its search keys. Only the
 * functions read it, through a field mask of the public fields, so the keys never leave Firestore.
 */
export function searchIndexEntryFor<Time>(listed: ListedPost<Time>) {
  return { ...listed, [SEARCH_KEYS_FIELD]: searchKeysFor(listed) };
}
