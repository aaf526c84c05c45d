import { useState } from "react";
import { signOutUser } from "../api/auth-api";
import { SIGN_OUT_FAILED } from "../../../lib/errors/error-message";

/** Signs out, saying so when it did not work (the session then stays, and the button can be pressed again). */
export function useSignOut() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Said once signing out worked: a signed-in page (such as /account) then sends the person to the log-in
  // form, which without a word looks as if nothing had happened.
  const [signedOut, setSignedOut] = useState(false);

  async function signOut(): Promise<void> {
    setBusy(true);
    setError(null);
    setSignedOut(false);
    try {
      await signOutUser();
      setSignedOut(true);
    } catch (caught) {
      // The stored session could not be cleared (this browser's storage refused): still signed in.
      console.error("Could not sign out", caught);
      setError(SIGN_OUT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return { signOut, busy, error, signedOut };
}
