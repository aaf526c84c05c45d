import styles from "./NewPostsBanner.module.css";

/**
 * Announces newer posts without inserting them. The live region is always in the page so screen readers
 * announce the button's text when it appears.
 */
export function NewPostsBanner({ count, more, onShow }: { count: number; more: boolean; onShow: () => void }) {
  return (
    <div aria-live="polite" className={styles.region}>
      {count > 0 && (
        <button type="button" className={styles.banner} onClick={onShow}>
          {count}
          {more ? "+" : ""} new post(s) — show
        </button>
      )}
    </div>
  );
}
