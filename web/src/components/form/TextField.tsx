import type { ChangeEvent } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { isLengthMessage, textLimit } from "../../lib/forms/text-limit";
import { FieldProblem } from "./FieldProblem";
import styles from "./Form.module.css";

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A problem to fix, shown under the field and read out with it. */
  error?: string | undefined;
  /** Extra words read with the field. */
  hint?: string | undefined;
  multiline?: boolean;
  rows?: number;
  type?: "text" | "email" | "password" | "url";
  /** A limit on the value as typed, for fields the server does not store as post text (see `limit`). */
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
}

type LimitProps =
  | { limit?: undefined; counter?: undefined }
  | {
      /**
       * The most characters the server stores for this field, counted as it counts them (characters as people
       * see them, after cleaning: see `textLimit`). The box takes more, and the server's sentence shows under
       * the field as soon as the text is over it.
       */
      limit: number;
      /** Shows "length/limit" under the field, or how many characters it is over. */
      counter?: boolean;
    };

type TextFieldProps = BaseProps & LimitProps;

/**
 * A labelled input or text area with its hint and its problem tied to it for screen readers. Disabled until
 * the app has taken over a page rendered at build time: typed before, the text would show in the box but not
 * be the form's (React keeps a field's value as it hydrates, and its state stays the first render's).
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  rows,
  type = "text",
  limit,
  counter,
  maxLength,
  ...rest
}: TextFieldProps) {
  const measured = limit === undefined ? undefined : textLimit(value, { label, max: limit, multiline });
  const ready = useHydrated();
  // A length problem the last submit found is the field's own to lift once the text fits (the counter and
  // the sentence under the field never disagree); any other problem stays until the next submit.
  const liftedLength = measured?.problem === undefined && isLengthMessage(error, label, limit);
  const problem = (liftedLength ? undefined : error) || measured?.problem;
  const count = counter ? measured?.counter : undefined;
  const over = measured?.problem !== undefined;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy = [hint !== undefined ? hintId : null, count ? countId : null, problem ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    name: id,
    value,
    className: styles.input,
    maxLength,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy || undefined,
    disabled: !ready,
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
      {count && (
        <p id={countId} className={over ? styles.fieldError : styles.hint}>
          {count}
        </p>
      )}
      {/* Said once, politely, as the text passes its limit (typed or pasted) and not at every key after: the
          count itself is read with the field. Always in the page, so the change is announced; a live region
          without the status role, so it is not taken for the form's own status line. */}
      {limit !== undefined && (
        <p aria-live="polite" className="visually-hidden">
          {over ? `${label} is over its limit of ${limit} characters.` : ""}
        </p>
      )}
      <FieldProblem id={errorId} problem={problem} />
    </div>
  );
}
