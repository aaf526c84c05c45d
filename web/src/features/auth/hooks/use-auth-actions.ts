import { useState } from "react";
import { confirmAccountAge } from "../api/age-api";
import { checkPassword, signInWithEmail, signInWithGoogle, signUpWithEmail } from "../api/auth-api";
import { errorMessage } from "../../../lib/errors/error-message";
import { checkCredentials, type AuthMode, type CredentialProblems, type CredentialsForm } from "../lib/credentials";
import { passwordProblems } from "../lib/password-problems";

/**
 * Signing in and up, with one busy flag and one error for the whole auth page. `onSignedIn` runs after
 * every successful sign-in or sign-up (the profile and token refresh included).
 */
export function useAuthActions(onSignedIn: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<CredentialProblems>({});

  async function attempt(action: () => Promise<void>): Promise<void> {
    try {
      await action();
      onSignedIn();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  async function continueWithGoogle(): Promise<void> {
    if (busy) return;
    setError(null);
    setProblems({});
    setBusy(true);
    await attempt(signInWithGoogle);
    setBusy(false);
  }

  /** Resolves to false when the form was refused before anything was sent. */
  async function submitEmail(form: CredentialsForm, mode: AuthMode): Promise<boolean> {
    if (busy) return true;
    setError(null);
    setBusy(true);
    try {
      const { credentials, problems: found } = checkCredentials(form, mode);
      if (mode === "signup" && !found.password) {
        const weakness = passwordProblems(await checkPassword(credentials.password));
        if (weakness) found.password = weakness;
      }
      setProblems(found);
      if (Object.keys(found).length > 0) return false;
      await attempt(() =>
        mode === "signup"
          ? // The box was ticked (checkCredentials): the new account's confirmation is stored straight away.
            signUpWithEmail(credentials.email, credentials.password, credentials.displayName).then(confirmAccountAge)
          : signInWithEmail(credentials.email, credentials.password),
      );
      return true;
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setError(null);
    setProblems({});
  }

  return { busy, error, problems, continueWithGoogle, submitEmail, reset };
}
