import { MINIMUM_AGE } from "@village/shared";
import { Choice } from "./Choice";
import { FieldProblem } from "./FieldProblem";
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
      <Choice
        type="checkbox"
        className={styles.check}
        label={`I am ${MINIMUM_AGE} or older`}
        id={id}
        name={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldProblem id={errorId} problem={error} />
    </div>
  );
}
