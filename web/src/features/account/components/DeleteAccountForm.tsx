import { useState, type SubmitEvent } from "react";
import { DELETE_CONFIRMATION_WORD } from "@village/shared";
import { TextField } from "../../../components/form/TextField";
import form from "../../../components/form/Form.module.css";
import { FormError, SubmitButton } from "../../../components/form/FormButtons";
import { useFocusFirstInvalid } from "../../../hooks/use-focus-first-invalid";
import { useDeleteAccount, type DeleteForm } from "../hooks/use-delete-account";
import styles from "./DeleteAccountForm.module.css";

/** Delete your account: choose what happens to your posts, type DELETE, and (e-mail accounts) the password. */
export function DeleteAccountForm() {
  const [posts, setPosts] = useState<DeleteForm["posts"]>(null);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const { needsPassword, problems, error, busy, submit } = useDeleteAccount();
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await submit({ posts, typed, password }))) focusFirstInvalid();
  }

  return (
    <form
      ref={containerRef}
      className={form.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="delete-heading"
    >
      <h2 id="delete-heading">Delete your account</h2>
      <p>This cannot be undone. You will be signed out, and you cannot sign in with this account again.</p>
      <fieldset className={styles.choices} aria-describedby={problems.posts ? "delete-posts-error" : undefined}>
        <legend className={form.label}>What happens to your posts?</legend>
        <label className={form.check}>
          <input
            type="radio"
            name="delete-posts"
            value="delete"
            checked={posts === "delete"}
            onChange={() => setPosts("delete")}
            aria-invalid={problems.posts ? true : undefined}
          />
          Delete my posts too
        </label>
        <label className={form.check}>
          <input
            type="radio"
            name="delete-posts"
            value="keep"
            checked={posts === "keep"}
            onChange={() => setPosts("keep")}
          />
          Keep my posts, signed &quot;anonymous&quot;, with nothing linking them to me
        </label>
        {problems.posts && (
          <p id="delete-posts-error" className={form.fieldError}>
            {problems.posts}
          </p>
        )}
      </fieldset>
      <TextField
        id="delete-confirm"
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        value={typed}
        onChange={setTyped}
        autoComplete="off"
        error={problems.typed}
        required
      />
      {needsPassword && (
        <TextField
          id="delete-password"
          label="Your password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={problems.password}
          required
        />
      )}
      <div className={form.actions}>
        <SubmitButton
          pending={busy}
          pendingLabel="Deleting…"
          className={`${form.button} ${styles.danger}`}
          disabled={needsPassword === null}
        >
          Delete my account
        </SubmitButton>
      </div>
      <FormError message={error} />
    </form>
  );
}
