import styles from "./ListSkeleton.module.css";

// Enough grey items to fill a tall window, so the list's arrival replaces them rather than pushes anything.
const ITEMS = 6;

/**
 * What the list looks like while its first page loads: a line where the count goes and a few grey posts,
 * drawn by CSS alone. Screen readers hear "Loading posts…" once.
 */
export function ListSkeleton() {
  return (
    <>
      <p role="status" className={styles.count}>
        <span className="visually-hidden">Loading posts…</span>
      </p>
      <ul aria-hidden="true" className={styles.list}>
        {Array.from({ length: ITEMS }, (_, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.title} />
            <span className={styles.line} />
            <span className={styles.short} />
            <span className={styles.meta} />
          </li>
        ))}
      </ul>
    </>
  );
}
