import styles from "./Form.module.css";

/**
 * Says that the form opened with text from earlier in this tab (Cancel throws it away). Present from the
 * first render, so it is read with the page rather than announced as news.
 */
export function DraftRestoredNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return <p className={styles.hint}>Draft restored: the text you hadn&apos;t sent yet is back. Cancel clears it.</p>;
}
