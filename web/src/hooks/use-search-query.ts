// The raw query string: wouter's own useSearch() runs decodeURI over it, which would turn a typed "%41"
// into "A" before URLSearchParams reads it.
import { useSearch } from "wouter/use-browser-location";

/** The search term in the URL (`/?q=term`) exactly as typed; "" when there is none. */
export function useSearchQuery(): string {
  return new URLSearchParams(useSearch()).get("q") ?? "";
}

/** The URL of the home page searching for `term` ("/" for no term). */
export function searchUrl(term: string): string {
  return term === "" ? "/" : `/?${new URLSearchParams({ q: term }).toString()}`;
}
