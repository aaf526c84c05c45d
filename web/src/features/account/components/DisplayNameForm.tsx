import { useState, type SubmitEvent } from "react";
import { TextField } from "../../../components/form/TextField";
import form from "../../../components/form/Form.module.css";
import { FormError, SubmitButton } from "../../../components/form/FormButtons";
import { usePendingAction } from "../../../hooks/use-pending-action";
import { changeDisplayName } from "../api/account-api";

const MAX_NAME = 100;

/** Changes the name new posts are signed with; posts already made keep theirs. */
export function DisplayNameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [saved, setSaved] = useState("");
  const { run, pending: busy, error } = usePendingAction();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved("");
    await run(async () => {
      const trimmed = name.trim();
      await changeDisplayName(trimmed);
      setSaved(
        trimmed
          ? `Saved. Posts you make from now on will show "${trimmed}".`
          : "Saved. Posts you make from now on will show your e-mail address.",
      );
    });
  }

  return (
    <form className={form.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="name-heading">
      <h2 id="name-heading">Display name</h2>
      <TextField
        id="account-display-name"
        label="Display name"
        value={name}
        onChange={setName}
        autoComplete="nickname"
        maxLength={MAX_NAME}
        hint="Applies to the posts you make from now on. Posts you already made keep the name they were posted with. Leave it empty to show your e-mail address."
      />
      <div className={form.actions}>
        <SubmitButton pending={busy} pendingLabel="Saving…">
          Save name
        </SubmitButton>
      </div>
      <p role="status" className={form.success}>
        {saved}
      </p>
      <FormError message={error} />
    </form>
  );
}
