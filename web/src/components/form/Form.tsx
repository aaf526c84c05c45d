import type { FormHTMLAttributes, Ref } from "react";
import styles from "./Form.module.css";

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate"> {
  /** Runs on submit, in place of the browser's own page load. */
  onSubmit: () => Promise<unknown>;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form as every form of the app wants it: the browser's own checks are off, because each form says its
 * problems in its own words, tied to the field; and submitting runs `onSubmit` instead of loading a page.
 * In HTML rendered at build time (/anon, /auth), its controls (TextField, FormActions) are disabled until
 * the app takes the form over, and its submit reads "Loading…": with JavaScript off the form could only send
 * what was typed in the page's address, and before the app runs, text typed into a field would show but not
 * be the form's (docs/decisions/0106).
 */
export function Form({ onSubmit, className = styles.form, ...rest }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
