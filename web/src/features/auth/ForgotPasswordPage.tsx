import { useState } from "react";
import { Link } from "wouter";
import { Form } from "../../components/form/Form";
import { EmailField } from "../../components/form/AccountFields";
import { FormActions, FormError } from "../../components/form/FormButtons";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { usePendingAction } from "../../hooks/forms/use-pending-action";
import { paths } from "../../lib/paths";
import { sendPasswordReset } from "./api/auth-api";
import { checkCredentials } from "./lib/credentials";

/** The one answer to every request, so that it never tells whether an account exists. */
export const RESET_SENT_MESSAGE = "If an account exists for that address, we've sent a link to reset its password.";

export function ForgotPasswordPage() {
  useDocumentTitle("Reset your password");
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const { run, pending: busy, error, setError } = usePendingAction();

  async function submit() {
    const { credentials, problems } = checkCredentials({ email, password: "-", displayName: "" }, "login");
    setProblem(problems.email);
    setError(null);
    if (problems.email) return;
    await run(async () => {
      await sendPasswordReset(credentials.email, `${window.location.origin}${paths.auth}`);
      setSent(true);
    });
  }

  return (
    <section aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">Reset your password</h1>
      <p>Enter the e-mail address you log in with. We&apos;ll send a link to choose a new password.</p>
      <Form onSubmit={submit}>
        <EmailField id="forgot-email" value={email} onChange={setEmail} error={problem} />
        <FormActions pending={busy} pendingLabel="Please wait…">
          Send reset link
        </FormActions>
      </Form>
      <p role="status">{sent ? RESET_SENT_MESSAGE : ""}</p>
      <FormError message={error} />
      <p>
        <Link href={paths.auth}>Back to log in</Link>
      </p>
    </section>
  );
}
