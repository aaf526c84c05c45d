import { useSearchQuery } from "../../../hooks/use-search-query";

/** The search term from the URL (`/?q=term`), trimmed; "" when there is none. */
export function useSearchTerm(): string {
  return useSearchQuery().trim();
}
