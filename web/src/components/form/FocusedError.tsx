import { useEffect, useRef } from "react";
import form from "./Form.module.css";

/**
 * A failure said next to the button that caused it, and focused when it appears, so a keyboard or
 * screen-reader user lands on it rather than on the page's top (the button itself may have been disabled
 * while busy, which drops focus to the body).
 */
export function FocusedError({ message, className }: { message: string | null; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={`${form.error} ${className ?? ""}`}>
      {message}
    </p>
  );
}
