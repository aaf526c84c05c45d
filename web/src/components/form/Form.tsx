import type { FormHTMLAttributes, Ref } from "react";
import styles from "./Form.module.css";

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate"> {
  /** Runs on submit, in place of the browser's own page load. */
  onSubmit: () => Promise<unknown>;
  ref?: Ref<HTMLFormElement>;
  /**
   * Every control disabled, in one disabled fieldset that lays its children out as the form does: a
   * suspended author's form, with the notice above it, before anything is typed (decision 0128).
   */
  disabled?: boolean;
}

/**
 * A form as every form of the app wants it: the browser's own checks are off, because each form says its
 * problems in its own words, tied to the field; and submitting runs `onSubmit` instead of loading a page.
 * In HTML rendered at build time (/anon, /auth), its controls (TextField, FormActions) are disabled until
 * the app takes the form over, and its submit reads "Loading…": before the app runs, text typed into a field
 * would show but not be the form's (docs/decisions/0106). With JavaScript off the form is not drawn at all
 * (`data-needs-js`): in its place a note says plainly that it needs JavaScript, rather than a form that looks
 * usable and does nothing (docs/decisions/0110). The markup is the same either way, so the app takes it over
 * unchanged and nothing moves.
 */
export function Form({ onSubmit, className = styles.form, disabled = false, children, ...rest }: FormProps) {
  return (
    <>
      <noscript>
        <p>
          This form needs JavaScript, which is off in this browser. Turn it on and reload the page to use it; the posts
          and the legal pages can be read without it.
        </p>
      </noscript>
      <form
        className={className}
        noValidate
        data-needs-js=""
        {...rest}
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) void onSubmit();
        }}
      >
        {disabled ? <fieldset disabled>{children}</fieldset> : children}
      </form>
    </>
  );
}
