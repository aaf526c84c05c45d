import type { ChangeEvent } from "react";
import styles from "./Form.module.css";

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A problem to fix, shown under the field and read out with it. */
  error?: string | undefined;
  /** Extra words read with the field, such as a character counter. */
  hint?: string | undefined;
  multiline?: boolean;
  rows?: number;
  type?: "text" | "email" | "password" | "url";
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
}

/** A labelled input or text area with its hint and its problem tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  rows,
  type = "text",
  ...rest
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint !== undefined ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const shared = {
    id,
    name: id,
    value,
    className: styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    ...rest,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...shared} /> : <input type={type} {...shared} />}
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
