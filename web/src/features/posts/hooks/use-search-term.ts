import { useSearch } from "wouter";

/** The search term from the URL (`/?q=term`), trimmed; "" when there is none. */
export function useSearchTerm(): string {
  return (new URLSearchParams(useSearch()).get("q") ?? "").trim();
}
