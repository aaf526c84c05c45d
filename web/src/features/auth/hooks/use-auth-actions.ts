import { useState } from "react";
import { confirmAccountAge } from "../api/age-api";
import { checkPassword, signInWithEmail, signInWithGoogle, signUpWithEmail } from "../api/auth-api";
import { DISPLAY_NAME_NOT_SAVED, errorMessage } from "../../../lib/errors/error-message";
import { checkCredentials, type AuthMode, type CredentialProblems, type CredentialsForm } from "../lib/credentials";
import { passwordProblems } from "../lib/password-problems";

/**
 * Signing in and up, with one busy flag and one error for the whole auth page. `onSignedIn` runs after
 * every successful sign-in or sign-up (the profile and token refresh included), except a sign-up whose
 * display name was not saved: that one sets `notice` instead, so the page can say so before moving on.
 */
export function useAuthActions(onSignedIn: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problems, setProblems] = useState<CredentialProblems>({});

  /** Runs `action`; a sentence it resolves to is something the signed-in person must read before moving on. */
  async function attempt(action: () => Promise<string | undefined>): Promise<void> {
    try {
      const said = await action();
      if (said) setNotice(said);
      else onSignedIn();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  async function continueWithGoogle(): Promise<void> {
    if (busy) return;
    setError(null);
    setProblems({});
    setBusy(true);
    await attempt(async () => {
      await signInWithGoogle();
      return undefined;
    });
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
      await attempt(async () => {
        if (mode === "login") {
          await signInWithEmail(credentials.email, credentials.password);
          return undefined;
        }
        const { displayNameSaved } = await signUpWithEmail(
          credentials.email,
          credentials.password,
          credentials.displayName,
        );
        // The box was ticked (checkCredentials): the new account's confirmation is stored straight away,
        // whether or not its name was saved.
        await confirmAccountAge();
        return displayNameSaved ? undefined : DISPLAY_NAME_NOT_SAVED;
      });
      return true;
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setError(null);
    setNotice(null);
    setProblems({});
  }

  return { busy, error, notice, problems, continueWithGoogle, submitEmail, reset };
}
