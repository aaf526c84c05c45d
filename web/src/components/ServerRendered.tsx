import { startTransition, useEffect, useState, type ReactNode } from "react";
import { HydratedContext } from "../hooks/use-hydrated";

/**
 * Around a page whose markup a server rendered: on the server and while the browser takes that markup over,
 * `useHydrated()` is false, so both renders draw the same; once the takeover has committed, it turns true.
 * It turns true in a transition: React renders what the browser brings (the reader's clock on 25 dates, a
 * stored answer, the share button) in slices, as it took the markup over, rather than in the one long task
 * a store whose browser value differs from the server's forces (useSyncExternalStore re-renders those at
 * once, without yielding). docs/decisions/0085.
 */
export function ServerRendered({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setHydrated(true);
    });
  }, []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
