// The raw query string: wouter's own useSearch() runs decodeURI over it, which would turn a typed "%41"
// into "A" before URLSearchParams reads it.
import { useSearch } from "wouter/use-browser-location";
import { useRenderedQuery } from "../lib/route-data/rendered-route";

/** The search term in the URL (`/?q=term`) exactly as typed; "" when there is none. */
export function useSearchQuery(): string {
  return new URLSearchParams(useQueryString()).get("q") ?? "";
}

/**
 * The URL's query string; while rendering on the server and while taking over its markup, which must be drawn
 * as the server drew it, the one the server drew the page for (a search's `q`, older posts' `before`; else "").
 */
export function useQueryString(): string {
  return useSearch({ ssrSearch: useRenderedQuery() });
}

/** The URL of the home page searching for `term` ("/" for no term). */
export function searchUrl(term: string): string {
  return term === "" ? "/" : `/?${new URLSearchParams({ q: term }).toString()}`;
}
