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
