import type { FormHTMLAttributes, Ref } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import styles from "./Form.module.css";

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "noValidate"> {
  /** Runs on submit, in place of the browser's own page load. */
  onSubmit: () => Promise<unknown>;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form as every form of the app wants it: the browser's own checks are off, because each form says its
 * problems in its own words, tied to the field; and submitting runs `onSubmit` instead of loading a page.
 * In HTML rendered at build time (/anon, /auth), the form is inert until the app takes it over: with
 * JavaScript off it could only send what was typed in the address, and before the app runs, what was typed
 * would not be the form's.
 */
export function Form({ onSubmit, className = styles.form, ...rest }: FormProps) {
  const hydrated = useHydrated();
  return (
    <form
      className={className}
      noValidate
      inert={!hydrated}
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
