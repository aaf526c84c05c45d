import { useState } from "react";
import { DELETE_CONFIRMATION_WORD } from "@village/shared";
import { PasswordField } from "../../../components/form/AccountFields";
import { ChoiceGroup } from "../../../components/form/ChoiceGroup";
import { Form } from "../../../components/form/Form";
import { TextField } from "../../../components/form/TextField";
import form from "../../../components/form/Form.module.css";
import { FormActions, FormError } from "../../../components/form/FormButtons";
import { useFocusFirstInvalid } from "../../../hooks/forms/use-focus-first-invalid";
import { useFormValues } from "../../../hooks/forms/use-form-values";
import { bindFields } from "../../../lib/forms/bind-fields";
import { useDeleteAccount, type DeleteForm } from "../hooks/use-delete-account";
import styles from "./DeleteAccountForm.module.css";

const POST_CHOICES = [
  { value: "delete", label: "Delete my posts too" },
  {
    value: "keep",
    // They leave the board with the name and come back one by one (docs/decisions/0087): say so.
    label:
      'Keep my posts, signed "anonymous", with nothing linking them to me (each is back on the board within a day)',
  },
] as const;

/** Delete your account: choose what happens to your posts, type DELETE, and (e-mail accounts) the password. */
export function DeleteAccountForm() {
  const [posts, setPosts] = useState<DeleteForm["posts"]>(null);
  const typed = useFormValues({ typed: "", password: "" });
  const { needsPassword, problems, error, busy, submit } = useDeleteAccount();
  const field = bindFields(typed, problems);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  async function onSubmit() {
    if (!(await submit({ posts, ...typed.values }))) focusFirstInvalid();
  }

  return (
    <Form ref={containerRef} onSubmit={onSubmit} aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete your account</h2>
      <p>This cannot be undone. You will be signed out, and you cannot sign in with this account again.</p>
      <ChoiceGroup
        name="delete-posts"
        legend="What happens to your posts?"
        options={POST_CHOICES}
        value={posts}
        onChange={setPosts}
        error={problems.posts}
        className={styles.choices}
        optionClassName={form.check}
      />
      <TextField
        id="delete-confirm"
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        required
        {...field("typed")}
      />
      {needsPassword && <PasswordField id="delete-password" label="Your password" {...field("password")} />}
      <FormActions pending={busy} pendingLabel="Deleting…" destructive disabled={needsPassword === null}>
        Delete my account
      </FormActions>
      <FormError message={error} />
    </Form>
  );
}
