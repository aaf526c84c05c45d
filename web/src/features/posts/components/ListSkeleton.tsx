// Enough grey items to fill a tall window, so the list's arrival replaces them rather than pushes anything.
const ITEMS = 6;

/**
 * What the list looks like while its first page loads: a line where the count goes and a few grey posts,
 * drawn by CSS alone (styles/shell.css: index.html draws the same before the app runs). Screen readers hear
 * "Loading posts…" once.
 */
export function ListSkeleton() {
  return (
    <>
      <p role="status" className="skeleton-count">
        <span className="visually-hidden">Loading posts…</span>
      </p>
      <ul aria-hidden="true" className="skeleton-list">
        {Array.from({ length: ITEMS }, (_, index) => (
          <li key={index} className="skeleton-item">
            <span className="skeleton-title" />
            <span className="skeleton-line" />
            <span className="skeleton-short" />
            <span className="skeleton-meta" />
          </li>
        ))}
      </ul>
    </>
  );
}
