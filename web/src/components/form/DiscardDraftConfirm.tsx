import { useEffect, useRef } from "react";
import styles from "./Form.module.css";

interface DiscardDraftConfirmProps {
  onDiscard: () => void;
  /** Keeps the draft; the form puts focus back on its Cancel button. */
  onKeep: () => void;
}

/**
 * Asked when Cancel would throw away a draft the person came back to, which they may not remember is still
 * there. Shown in place, under the buttons, with focus on its question so that it is read first; Keep
 * editing comes first among its buttons and Escape keeps the draft.
 */
export function DiscardDraftConfirm({ onDiscard, onKeep }: DiscardDraftConfirmProps) {
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div
      className={styles.confirm}
      role="group"
      aria-labelledby="discard-draft-question"
      onKeyDown={(event) => {
        if (event.key === "Escape") onKeep();
      }}
    >
      <p id="discard-draft-question" ref={question} tabIndex={-1} className={styles.confirmQuestion}>
        Discard your draft? The text you came back to will be gone.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onKeep}>
          Keep editing
        </button>
        <button type="button" className={styles.danger} onClick={onDiscard}>
          Discard draft
        </button>
      </div>
    </div>
  );
}
