/** "N result(s)", plus ` for “term”` during a search; "N+" while a search has not reached its end. */
export function CountLine({ count, more, term }: { count: number; more: boolean; term: string }) {
  return (
    <p role="status">
      {count}
      {more ? "+" : ""} result(s)
      {term && ` for “${term}”`}
    </p>
  );
}
