import { useState } from "react";
import { AgeCheckbox } from "../../../components/form/AgeCheckbox";
import { DisplayNameField, EmailField, PasswordField } from "../../../components/form/AccountFields";
import { Form } from "../../../components/form/Form";
import { FocusedError } from "../../../components/form/FocusedError";
import { FormActions } from "../../../components/form/FormButtons";
import { useFocusFirstInvalid } from "../../../hooks/forms/use-focus-first-invalid";
import { useFormValues } from "../../../hooks/forms/use-form-values";
import { bindFields } from "../../../lib/forms/bind-fields";
import type { AuthMode, CredentialProblems, CredentialsForm } from "../lib/credentials";

interface EmailPasswordFormProps {
  mode: AuthMode;
  busy: boolean;
  problems: CredentialProblems;
  /** The last attempt's failure, said under the button. */
  error: string | null;
  onSubmit: (form: CredentialsForm) => Promise<boolean>;
}

export function EmailPasswordForm({ mode, busy, problems, error, onSubmit }: EmailPasswordFormProps) {
  const typed = useFormValues({ email: "", password: "", displayName: "" });
  const field = bindFields(typed, problems);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const signingUp = mode === "signup";

  async function submit() {
    if (!(await onSubmit({ ...typed.values, ageConfirmed }))) focusFirstInvalid();
  }

  return (
    <Form ref={containerRef} onSubmit={submit}>
      <EmailField id="auth-email" {...field("email")} />
      <PasswordField id="auth-password" label="Password" isNew={signingUp} {...field("password")} />
      {signingUp && (
        <>
          <DisplayNameField
            id="auth-display-name"
            label="Display name (optional)"
            hint="Public: shown with the suggestions you post. Leave it empty and you will be asked before your first post; your e-mail address is never shown unless you choose it."
            {...field("displayName")}
          />
          <AgeCheckbox id="auth-age" checked={ageConfirmed} onChange={setAgeConfirmed} error={problems.ageConfirmed} />
        </>
      )}
      <FormActions pending={busy} pendingLabel="Please wait…">
        {signingUp ? "Create account" : "Log in"}
      </FormActions>
      <FocusedError message={error} />
    </Form>
  );
}
