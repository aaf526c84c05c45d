import type { ReactNode } from "react";
import form from "./Form.module.css";

/** A form's submit button, which says what is happening while the form's action is on its way. */
export function SubmitButton({
  pending,
  pendingLabel,
  className = form.button,
  disabled = false,
  children,
}: {
  pending: boolean;
  /** What the button reads while pending: "Saving…", "Posting…". */
  pendingLabel: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </button>
  );
}

/** A form's failure, announced when it appears; nothing while there is none. */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <p role="alert" className={form.error}>
      {message}
      {children}
    </p>
  );
}
