import type { ChangeEvent } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { usePasteCut } from "../../hooks/use-paste-cut";
import { textLimit } from "../../lib/forms/text-limit";
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
       * The most characters the server stores for this field, counted as it counts them, after cleaning (see
       * `textLimit`). Sets the box's `maxLength` to match, and shows the server's sentence under the field
       * as soon as the text is over it.
       */
      limit: number;
      /** Shows "length/limit" under the field, the length as the server will count it. */
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
  const paste = usePasteCut(multiline);
  const ready = useHydrated();
  const problem = error || measured?.problem;
  const count = counter && measured ? `${measured.length}/${limit}` : undefined;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const cutId = `${id}-cut`;
  const cutMessage =
    paste.cut > 0 && limit !== undefined
      ? `What you pasted was cut to fit the ${limit}-character limit: its last ${paste.cut} characters were left out.`
      : undefined;
  const describedBy = [
    hint !== undefined ? hintId : null,
    count ? countId : null,
    cutMessage ? cutId : null,
    problem ? errorId : null,
  ]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    name: id,
    value,
    className: styles.input,
    maxLength: measured?.maxLength ?? maxLength,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy || undefined,
    disabled: !ready,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      paste.changed();
      onChange(event.target.value);
    },
    onPaste: limit === undefined ? undefined : paste.pasted,
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
        <p id={countId} className={styles.hint}>
          {count}
        </p>
      )}
      {/* An alert, announced as it appears: the person did not see the end of their text go. */}
      {cutMessage && (
        <p id={cutId} role="alert" className={styles.hint}>
          {cutMessage}
        </p>
      )}
      <FieldProblem id={errorId} problem={problem} />
    </div>
  );
}
