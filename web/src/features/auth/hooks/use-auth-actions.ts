import { useState } from "react";
import { useSayStatus } from "../../../components/feedback/ActionStatus";
import { confirmAccountAge } from "../api/age-api";
import { randomId } from "../../../lib/ids/random-id";
import {
  checkPassword,
  saveDisplayName,
  sendVerificationEmail,
  signInWithEmail,
  signInWithGoogle,
  signUpWithEmail,
} from "../api/auth-api";
import { noteSignUp } from "../lib/sign-up-notice";
import { paths } from "../../../lib/paths";
import { forgetSignedOutPosts } from "../../../lib/forget-signed-out-posts";
import { usePendingAction } from "../../../hooks/forms/use-pending-action";
import { DISPLAY_NAME_NOT_SAVED } from "../../../lib/errors/error-message";
import {
  checkCredentials,
  displayNameProblem,
  type AuthMode,
  type CredentialProblems,
  type CredentialsForm,
} from "../lib/credentials";
import { passwordProblems } from "../lib/password-problems";

/** What the site's status line says on the page signing in leads to. */
export const SIGNED_IN = "You're signed in.";
/** The same after a sign-up (the verification e-mail's notice under it: SignUpNotice). */
export const ACCOUNT_CREATED = "Account created: welcome to Village.";

/**
 * Signing in and up, with one busy flag and one error for the whole auth page. `onSignedIn` runs after
 * every successful sign-in or sign-up (the profile and token refresh included), except a sign-up whose
 * display name was not saved: that one sets `notice` instead, so the page can say so before moving on.
 * Before it, the site's status line says what happened and takes focus, on the page `onSignedIn` leads to
 * (a redirect keeps the line).
 */
export function useAuthActions(onSignedIn: () => void) {
  const { run, pending: busy, error, setError } = usePendingAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [problems, setProblems] = useState<CredentialProblems>({});
  // Which button the last failure belongs to, so the page says it next to that button.
  const [failedAt, setFailedAt] = useState<"google" | "email">("email");
  const say = useSayStatus();

  /**
   * After `signIn`: a sentence it resolves to is something the signed-in person must read before moving on;
   * otherwise `done` is said on the way.
   */
  async function finish(signIn: () => Promise<string | undefined>, done = SIGNED_IN): Promise<void> {
    const said = await signIn();
    // Signed in, the browser's anonymous identity is gone, and with it its posts' Delete (decision 0030).
    forgetSignedOutPosts();
    if (said) {
      setNotice(said);
      return;
    }
    say(done);
    onSignedIn();
  }

  async function continueWithGoogle(): Promise<void> {
    setFailedAt("google");
    await run(async () => {
      setProblems({});
      await finish(async () => {
        await signInWithGoogle();
        return undefined;
      });
    });
  }

  /** Resolves to false when the form was refused before anything was sent. */
  async function submitEmail(form: CredentialsForm, mode: AuthMode): Promise<boolean> {
    let refused = false;
    setFailedAt("email");
    await run(async () => {
      const { credentials, problems: found } = checkCredentials(form, mode);
      if (credentials.displayName !== undefined) {
        const nameProblem = await displayNameProblem(credentials.displayName);
        if (nameProblem) found.displayName = nameProblem;
      }
      if (mode === "signup" && !found.password) {
        const weakness = passwordProblems(await checkPassword(credentials.password));
        if (weakness) found.password = weakness;
      }
      setProblems(found);
      refused = Object.keys(found).length > 0;
      if (refused) return;
      await finish(
        async () => {
          if (mode === "login") {
            await signInWithEmail(credentials.email, credentials.password);
            return undefined;
          }
          await signUpWithEmail(credentials.email, credentials.password);
          // The box was ticked (checkCredentials): the new account's confirmation is stored straight away,
          // whether or not its name is saved.
          await confirmAccountAge();
          // "Verify your e-mail": not needed to post, so a failure to send is not the sign-up's (the account
          // page says the address is unverified and sends it again).
          await sendVerificationEmail(`${window.location.origin}${paths.account}`).then(
            // The page sign-up leads to says where it went, with a way to send it again (SignUpNotice).
            () => noteSignUp(credentials.email),
            (caught: unknown) => {
              console.error("Could not send the verification e-mail", caught);
            },
          );
          if (credentials.displayName === undefined) return undefined;
          // The account exists and is signed in: a name that did not save is said, not thrown, which would
          // invite a second sign-up with an address already in use.
          try {
            await saveDisplayName({ displayName: credentials.displayName, requestId: randomId() });
            return undefined;
          } catch (caught) {
            console.error("Could not save the display name", caught);
            return DISPLAY_NAME_NOT_SAVED;
          }
        },
        mode === "login" ? SIGNED_IN : ACCOUNT_CREATED,
      );
    });
    return !refused;
  }

  function reset() {
    setError(null);
    setNotice(null);
    setProblems({});
  }

  return {
    busy,
    googleError: failedAt === "google" ? error : null,
    emailError: failedAt === "email" ? error : null,
    notice,
    problems,
    continueWithGoogle,
    submitEmail,
    reset,
  };
}
