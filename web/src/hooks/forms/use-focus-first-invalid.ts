import { useCallback, useEffect, useRef, useState } from "react";

/**
 * After a refused submit, moves focus to the first field marked invalid, so keyboard and screen-reader
 * users land on what to fix (with its message, which the field's aria-describedby reads out).
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // The same function on every render, so that an effect may name it without running again.
  const focusFirstInvalid = useCallback(() => setAttempt((value) => value + 1), []);
  return { containerRef, focusFirstInvalid };
}
