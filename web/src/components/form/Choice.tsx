import type { InputHTMLAttributes, ReactNode } from "react";

interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type"> {
  type: "radio" | "checkbox";
  /** The label's class. */
  className: string | undefined;
  label: ReactNode;
}

/** A radio button or checkbox inside its label, so that its words can be clicked too. */
export function Choice({ className, label, ...input }: ChoiceProps) {
  return (
    <label className={className} htmlFor={input.id}>
      <input {...input} />
      {label}
    </label>
  );
}
