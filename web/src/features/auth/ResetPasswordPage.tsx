import { useState } from "react";
import { Link, useSearch } from "wouter";
import { PasswordField } from "../../components/form/AccountFields";
import { Form } from "../../components/form/Form";
import form from "../../components/form/Form.module.css";
import { FormActions, FormError } from "../../components/form/FormButtons";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { usePendingAction } from "../../hooks/forms/use-pending-action";
import { paths } from "../../lib/paths";
import { checkPassword, resetPassword } from "./api/auth-api";
import { useResetCode } from "./hooks/use-reset-code";
import { passwordProblems } from "./lib/password-problems";
import { VerifyEmail } from "./components/VerifyEmail";

/**
 * Where the e-mails' links land (the project's one action URL): `?mode=…&oobCode=…`, the one-time code
 * Firebase Auth made. `mode=verifyEmail` verifies the address; anything else is a password reset.
 */
export function ResetPasswordPage() {
  const params = new URLSearchParams(useSearch());
  const code = params.get("oobCode");
  if (params.get("mode") === "verifyEmail") return <VerifyEmail code={code} />;
  return <ChooseNewPassword code={code} />;
}

function ChooseNewPassword({ code }: { code: string | null }) {
  useDocumentTitle("Choose a new password");
  const codeState = useResetCode(code);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const { run, pending: busy, error } = usePendingAction();

  async function submit() {
    if (!code) return;
    await run(async () => {
      const found = password === "" ? "Please enter a new password." : passwordProblems(await checkPassword(password));
      setProblem(found ?? undefined);
      if (found) return;
      await resetPassword(code, password);
      setDone(true);
    });
  }

  let body;
  if (done) {
    body = (
      <p role="status">
        Your password has been changed. <Link href={paths.auth}>Log in with your new password</Link>.
      </p>
    );
  } else if (codeState.status === "checking") {
    body = <p role="status">Checking your link…</p>;
  } else if (codeState.status === "invalid") {
    body = (
      <>
        <p role="alert" className={form.error}>
          {codeState.message}
        </p>
        <p>
          <Link href={paths.forgotPassword}>Ask for a new reset link</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p>
          For <bdi>{codeState.email}</bdi>.
        </p>
        <Form onSubmit={submit}>
          <PasswordField
            id="reset-password"
            label="New password"
            isNew
            value={password}
            onChange={setPassword}
            error={problem}
          />
          <FormActions pending={busy} pendingLabel="Please wait…">
            Save new password
          </FormActions>
        </Form>
        <FormError message={error}>
          {" "}
          <Link href={paths.forgotPassword}>Ask for a new reset link</Link>
        </FormError>
      </>
    );
  }

  return (
    <section aria-labelledby="reset-heading">
      <h1 id="reset-heading">Choose a new password</h1>
      {body}
    </section>
  );
}
