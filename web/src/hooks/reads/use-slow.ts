import { useEffect, useState } from "react";

/**
 * Whether `waiting` has stayed true for `ms`: a wait worth a word. A shorter one is better said by nothing
 * (the answer replaces a blank, in a frame kept the same size) than by a line that flashes and is gone.
 */
export function useSlow(waiting: boolean, ms = 1000): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setSlow(true), ms);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting, ms]);
  return waiting && slow;
}
