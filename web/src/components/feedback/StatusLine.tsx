import { useEffect, useRef, type ReactNode } from "react";

/**
 * A status line: a polite live region that is in the page before its text changes (so the change is
 * announced), and takes focus when it says something, so that focus lands on the outcome rather than on
 * <body> when the control that acted is gone. `said` changing (or `count`, for the same words again) says it.
 * Focus does not scroll: the line is where the person reads next, not a reason to move the page.
 */
export function StatusLine({
  said,
  count = 0,
  id,
  className,
  children,
}: {
  said: string;
  count?: number;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said !== "") line.current?.focus({ preventScroll: true });
  }, [said, count]);
  return (
    <p ref={line} id={id} role="status" tabIndex={-1} className={className}>
      {said}
      {said !== "" && children}
    </p>
  );
}
