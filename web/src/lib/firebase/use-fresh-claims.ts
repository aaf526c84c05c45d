import { useEffect, useState } from "react";
import { refreshClaims } from "./auth/session";

/** The claims a new ID token carries, once taken (`null` inside: no session, or the refresh failed). */
export type FreshClaims = { status: "pending" } | { status: "done"; claims: { moderator: boolean } | null };

/**
 * Takes a new ID token once, when the calling page opens, and says what it carries. For a page whose access
 * hangs on a claim (/moderate): a claim granted (or revoked) since the token was issued then counts at once,
 * without signing out, rather than the person being judged by an hour-old token. The answer comes from the
 * fresh token itself, since the session hears of it a moment later.
 */
export function useFreshClaims(): FreshClaims {
  const [fresh, setFresh] = useState<FreshClaims>({ status: "pending" });
  useEffect(() => {
    let current = true;
    void refreshClaims()
      .catch((error: unknown) => {
        console.warn("Could not refresh the session", error);
        return null;
      })
      .then((claims) => {
        if (current) setFresh({ status: "done", claims });
      });
    return () => {
      current = false;
    };
  }, []);
  return fresh;
}
