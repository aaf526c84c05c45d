/**
 * What a search says when it stopped at its reading limit without finding a match: how many of the newest
 * posts it searched, and a button to search the older ones (rather than "0+ result(s)", "No thoughts match
 * your search." and "Load more" at once).
 */
export function SearchLimitNote({
  searched,
  term,
  busy,
  onSearchFurther,
}: {
  searched: number;
  term: string;
  busy: boolean;
  onSearchFurther: () => void;
}) {
  return (
    <>
      <p role="status">
        No match for “{term}” in the newest {searched} posts. Older posts have not been searched yet.
      </p>
      <button type="button" onClick={onSearchFurther} disabled={busy}>
        {busy ? "Searching…" : "Search older posts"}
      </button>
    </>
  );
}
