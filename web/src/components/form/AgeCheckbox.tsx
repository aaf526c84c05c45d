import { MINIMUM_AGE } from "@village/shared";
import styles from "./Form.module.css";

interface AgeCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** The required "I am 13 or older" box (the Terms' minimum age), with its problem tied to it. */
export function AgeCheckbox({ id, checked, onChange, error }: AgeCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        I am {MINIMUM_AGE} or older
      </label>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
