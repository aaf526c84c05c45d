import { useState } from "react";
import { signOutUser } from "../api/auth-api";
import { SIGN_OUT_FAILED } from "../../../lib/errors/error-message";

/** Signs out, saying so when it did not work (the session then stays, and the button can be pressed again). */
export function useSignOut() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await signOutUser();
    } catch (caught) {
      // The stored session could not be cleared (this browser's storage refused): still signed in.
      console.error("Could not sign out", caught);
      setError(SIGN_OUT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return { signOut, busy, error };
}
