import { useState } from "react";
import { useSayStatus } from "../../../components/feedback/ActionStatus";
import { signOutUser } from "../api/auth-api";
import { SIGN_OUT_FAILED } from "../../../lib/errors/error-words";

/** What the status line says once signing out worked. */
export const SIGNED_OUT = "You're signed out.";

/**
 * Signs out, saying so when it did not work (the session then stays, and the button can be pressed again).
 * Once it worked, the site's status line says so and takes focus (the Sign out button is gone): a signed-in
 * page (such as /account) then sends the person home, which without a word looks as if nothing had happened.
 */
export function useSignOut() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const say = useSayStatus();

  async function signOut(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await signOutUser();
      say(SIGNED_OUT);
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
