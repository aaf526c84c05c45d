import { useEffect, useState } from "react";
import { refreshClaims } from "./auth";

/**
 * Takes a new ID token once, when the calling page opens; true once that is done (or failed). For a page
 * whose access hangs on a claim (/moderate): a claim granted since the token was issued then counts at once,
 * without signing out, rather than the person being sent away by an hour-old token.
 */
export function useFreshClaims(): boolean {
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    let current = true;
    refreshClaims()
      .catch((error: unknown) => {
        console.warn("Could not refresh the session", error);
      })
      .finally(() => {
        if (current) setFresh(true);
      });
    return () => {
      current = false;
    };
  }, []);
  return fresh;
}
