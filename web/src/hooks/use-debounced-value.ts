import { useEffect, useState } from "react";

/**
 * `value`, once it has stayed the same for `delayMs`. The first value is taken at once, so a page opened
 * with it does not wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
