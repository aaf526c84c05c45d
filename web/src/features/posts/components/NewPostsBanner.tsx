import styles from "./NewPostsBanner.module.css";

/** "3 new posts", "1 new post", "25+ new posts". */
export function newPostsText(count: number, more: boolean): string {
  return `${count}${more ? "+" : ""} new post${count === 1 && !more ? "" : "s"}`;
}

/**
 * Announces newer posts without inserting them: a small control that stays at the top of the window while
 * the reader scrolls, laid over the list so its arrival moves nothing. The live region is always in the page
 * so screen readers announce the button's text (politely) when it appears.
 */
export function NewPostsBanner({ count, more, onShow }: { count: number; more: boolean; onShow: () => void }) {
  return (
    <div aria-live="polite" className={styles.region}>
      {count > 0 && (
        <button type="button" className={styles.banner} onClick={onShow}>
          <span aria-hidden="true">↑ </span>
          {newPostsText(count, more)}
        </button>
      )}
    </div>
  );
}
