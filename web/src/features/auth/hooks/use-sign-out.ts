import { useState } from "react";
import { signOutUser } from "../api/auth-api";

export function useSignOut() {
  const [busy, setBusy] = useState(false);

  async function signOut(): Promise<void> {
    setBusy(true);
    try {
      await signOutUser();
    } catch (error) {
      // Signing out only clears this browser's session; if even that fails there is nothing to retry.
      console.error("Could not sign out", error);
    } finally {
      setBusy(false);
    }
  }

  return { signOut, busy };
}
