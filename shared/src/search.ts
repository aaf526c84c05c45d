/**
 * Search over every post without downloading the collection.
 *
 * A trigger keeps, for each post, a document in `searchIndex` holding the post's display fields and
 * `keys`: every distinct 1-, 2- and 3-character substring of each searchable field, lower-cased. A term
 * of up to 3 characters is itself a key, so `keys array-contains term` finds exactly the posts that
 * contain it. A longer term is looked up by one of its 3-character substrings (the one least likely to
 * be common) and each candidate is then checked for the whole term. Either way results come newest
 * first, a page at a time.
 */

export const SEARCH_INDEX_COLLECTION = "searchIndex";

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

/** Every distinct substring of 1 to 3 characters (code points) of each field, sorted. */
export function searchKeysFor(post: SearchableText): string[] {
  const keys = new Set<string>();
  for (const field of fieldsOf(post)) {
    const chars = Array.from(normalizeForSearch(field));
    for (let start = 0; start < chars.length; start++) {
      for (let length = 1; length <= MAX_KEY_LENGTH && start + length <= chars.length; length++) {
        keys.add(chars.slice(start, start + length).join(""));
      }
    }
  }
  return [...keys].sort();
}

/** The specification's search: a case-insensitive substring of the title, the details or the link. */
export function matchesSearch(post: SearchableText, term: string): boolean {
  const needle = normalizeTerm(term);
  if (needle === "") return true;
  return fieldsOf(post).some((field) => normalizeForSearch(field).includes(needle));
}

// Rough frequency of characters in English text, most common first. A trigram made of rarer characters
// matches fewer posts, so fewer candidates are read.
const COMMON = " etaoinshrdlcumwfgypbvk";

function commonness(char: string): number {
  const rank = COMMON.indexOf(char);
  return rank === -1 ? 0 : COMMON.length - rank;
}

/**
 * The index key to look a term up by: the term itself when short enough, else its 3-character substring
 * made of the least common characters. Returns null for an empty term.
 */
export function lookupKeyFor(term: string): string | null {
  const chars = Array.from(normalizeTerm(term));
  if (chars.length === 0) return null;
  if (chars.length <= MAX_KEY_LENGTH) return chars.join("");
  let best = "";
  let bestScore = Infinity;
  for (let start = 0; start + MAX_KEY_LENGTH <= chars.length; start++) {
    const trigram = chars.slice(start, start + MAX_KEY_LENGTH);
    const score = trigram.reduce((sum, char) => sum + commonness(char), 0);
    if (score < bestScore) {
      best = trigram.join("");
      bestScore = score;
    }
  }
  return best;
}

/** True when the index alone decides a match, so candidates need no further check. */
export function isExactLookup(term: string): boolean {
  return Array.from(normalizeTerm(term)).length <= MAX_KEY_LENGTH;
}
