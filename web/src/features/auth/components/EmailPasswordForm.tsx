import { useState, type SubmitEvent } from "react";
import { AgeCheckbox } from "../../../components/form/AgeCheckbox";
import { TextField } from "../../../components/form/TextField";
import form from "../../../components/form/Form.module.css";
import { SubmitButton } from "../../../components/form/FormButtons";
import { useFocusFirstInvalid } from "../../../hooks/use-focus-first-invalid";
import type { AuthMode, CredentialProblems, CredentialsForm } from "../lib/credentials";

interface EmailPasswordFormProps {
  mode: AuthMode;
  busy: boolean;
  problems: CredentialProblems;
  onSubmit: (form: CredentialsForm) => Promise<boolean>;
}

export function EmailPasswordForm({ mode, busy, problems, onSubmit }: EmailPasswordFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const signingUp = mode === "signup";

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await onSubmit({ email, password, displayName, ageConfirmed }))) focusFirstInvalid();
  }

  return (
    <form ref={containerRef} className={form.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="auth-email"
        label="E-mail"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        error={problems.email}
        required
      />
      <TextField
        id="auth-password"
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete={signingUp ? "new-password" : "current-password"}
        error={problems.password}
        required
      />
      {signingUp && (
        <TextField
          id="auth-display-name"
          label="Display name (optional)"
          value={displayName}
          onChange={setDisplayName}
          autoComplete="nickname"
          maxLength={100}
          hint="Public: shown with the suggestions you post. Leave it empty and your e-mail address is shown instead."
          error={problems.displayName}
        />
      )}
      {signingUp && (
        <AgeCheckbox id="auth-age" checked={ageConfirmed} onChange={setAgeConfirmed} error={problems.ageConfirmed} />
      )}
      <div className={form.actions}>
        <SubmitButton pending={busy} pendingLabel="Please wait…">
          {signingUp ? "Create account" : "Log in"}
        </SubmitButton>
      </div>
    </form>
  );
}
