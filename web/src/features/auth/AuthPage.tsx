import { useState } from "react";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { FocusedError } from "../../components/form/FocusedError";
import form from "../../components/form/Form.module.css";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { EmailPasswordForm } from "./components/EmailPasswordForm";
import { expectSignIn } from "./api/auth-api";
import { useAuthActions } from "./hooks/use-auth-actions";
import { SIGN_IN_UNAVAILABLE } from "../../lib/errors/error-message";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";
import { expectNameCheck, type AuthMode } from "./lib/credentials";
import { nextPathFromSearch } from "../../lib/next-path";
import styles from "./AuthPage.module.css";

export function AuthPage() {
  const [mode, setMode] = useState<AuthMode>("login");
  const heading = mode === "login" ? "Log in" : "Create account";
  useDocumentTitle(heading);
  const [, navigate] = useLocation();
  const next = nextPathFromSearch(useSearch());
  const session = useSession();
  const { busy, googleError, emailError, notice, problems, continueWithGoogle, submitEmail, reset } = useAuthActions(
    () => navigate(next, { replace: true }),
  );

  if (notice) {
    // Signed in, but something of the sign-up is missing: say what, and where to finish it, before moving on.
    return (
      <section aria-labelledby="auth-heading">
        <h1 id="auth-heading">Account created</h1>
        <p role="alert">{notice}</p>
        <p>
          <Link href={paths.account}>Go to your account page</Link> or <Link href={next}>continue</Link>.
        </p>
      </section>
    );
  }
  // Someone already signed in has nothing to do here (while busy, the sign-in under way navigates itself).
  if (session.status === "signed-in" && !busy) return <Redirect to={next} replace />;
  if (session.status === "unavailable") {
    return (
      <section aria-labelledby="auth-heading">
        <h1 id="auth-heading">{heading}</h1>
        <ReadFailure message={SIGN_IN_UNAVAILABLE} action="Try again" onRetry={session.retry} />
      </section>
    );
  }

  function switchMode() {
    reset();
    if (mode === "login") expectNameCheck();
    setMode(mode === "login" ? "signup" : "login");
  }

  function reachForForm() {
    expectSignIn();
    if (mode === "signup") expectNameCheck();
  }

  return (
    // The sign-in code loads as soon as someone reaches for the form, not with the page: most visitors to
    // /auth are only looking, and a page that loads it up front is slower for everyone.
    // So does the sign-up form's name check, with zod (lib/display-name-problem.ts).
    <section aria-labelledby="auth-heading" onFocus={reachForForm} onPointerDown={reachForForm}>
      <h1 id="auth-heading">{heading}</h1>
      <button
        type="button"
        className={`${form.secondary} ${styles.google}`}
        onClick={() => void continueWithGoogle()}
        disabled={busy}
        data-needs-js=""
      >
        {busy ? "Please wait…" : "Continue with Google"}
      </button>
      <FocusedError message={googleError} className={styles.alert} />
      <p className={styles.divider} data-needs-js="">
        or with your e-mail
      </p>
      <EmailPasswordForm
        mode={mode}
        busy={busy}
        problems={problems}
        error={emailError}
        onSubmit={(values) => submitEmail(values, mode)}
      />
      {mode === "login" && (
        <p className={styles.forgot}>
          <Link href={paths.forgotPassword}>Forgot password?</Link>
        </p>
      )}
      <p className={styles.switch} data-needs-js="">
        {mode === "login" ? "New to Village? " : "Already have an account? "}
        <button type="button" className={styles.linkButton} onClick={switchMode} disabled={busy}>
          {mode === "login" ? "Create an account" : "Log in instead"}
        </button>
      </p>
    </section>
  );
}
