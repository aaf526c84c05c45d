import * as z from "../zod-mini.js";
import { cursorOf, placeOf, type ListPlace } from "../paging.js";
import { count, listedPostAnswer } from "../read-schemas.js";

/**
 * `/api/search?q=<term>[&after=<cursor>]` (a Hosting rewrite to the `searchPosts` function): one page of the
 * posts matching every word of the term, newest first. The search index stays with the functions (no client
 * may read it), so a search downloads its results and nothing else (docs/decisions/0039).
 */
export const SEARCH_ENDPOINT = "/api/search";

/**
 * How long the CDN may keep an answer: as long as `/api/home` (a hidden post must leave every public view
 * within seconds), so a term searched by many at once costs one run every 5 s. Browsers keep none.
 */
export const SEARCH_CACHE_CONTROL = "public, max-age=0, s-maxage=5";

/**
 * The query string of the one URL `/api/search` answers for a canonical term (`canonicalSearchTerm`) and a
 * page's cursor: `q` first, then `after`, written as `URLSearchParams` writes them (a space as `+`). Any
 * other spelling of the same request (other parameters, another order or encoding, the term spelled apart)
 * is a 301 to this one, which reads nothing; the web app asks this URL directly (docs/decisions/0091).
 * An empty term has no pages: its cursor is left out.
 */
export function searchQueryOf(canonicalTerm: string, after: string | null): string {
  const query = new URLSearchParams({ q: canonicalTerm });
  if (after !== null && canonicalTerm !== "") query.set("after", after);
  return query.toString();
}

/** Longest term the endpoint answers (characters); longer is a 400. The search box holds far less in view. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/** Where a page stops: the last candidate read (the lists' one place and cursor, paging.ts). */
export type SearchPosition = ListPlace;

/** The `after` parameter for a position: opaque to the page, which passes it back as it came. */
export const searchCursorOf = cursorOf;

/** The position an `after` parameter names, or null when it names none (a 400). */
export const searchPositionOf = placeOf;

/** The `after` of a page: where the previous one stopped (searchCursorOf), as the page passes it back. */
export const searchCursor = z.string().check(z.refine((cursor) => placeOf(cursor) !== null));

/**
 * Its answer: the matching posts (each time as RFC 3339 text to the nanosecond), where the next page starts
 * (null: the index holds no more candidates), and how many candidates this page read and checked.
 */
export const searchAnswer = z.object({
  posts: z.array(listedPostAnswer),
  next: z.nullable(searchCursor),
  scanned: count(),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
