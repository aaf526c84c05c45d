import form from "../form/Form.module.css";
import styles from "./ReadFailure.module.css";

/**
 * A read that failed, said plainly, with a button to try again: never an empty list that looks like an
 * empty board. The sentence is an alert, so screen readers hear it when it appears.
 */
export function ReadFailure({
  message,
  action = "Retry",
  onRetry,
}: {
  message: string;
  action?: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.failure}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      <button type="button" className={form.button} onClick={onRetry}>
        {action}
      </button>
    </div>
  );
}
