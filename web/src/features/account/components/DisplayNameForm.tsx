import { useState } from "react";
import { DisplayNameField } from "../../../components/form/AccountFields";
import { Form } from "../../../components/form/Form";
import { FormActions, FormOutcome } from "../../../components/form/FormButtons";
import { usePendingAction } from "../../../hooks/use-pending-action";
import { changeDisplayName } from "../api/account-api";

/** Changes the name new posts are signed with; posts already made keep theirs. */
export function DisplayNameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [saved, setSaved] = useState("");
  const { run, pending: busy, error } = usePendingAction();

  async function submit() {
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
    <Form onSubmit={submit} aria-labelledby="name-heading">
      <h2 id="name-heading">Display name</h2>
      <DisplayNameField
        id="account-display-name"
        label="Display name"
        value={name}
        onChange={setName}
        hint="Applies to the posts you make from now on. Posts you already made keep the name they were posted with. Leave it empty to show your e-mail address."
      />
      <FormActions pending={busy} pendingLabel="Saving…">
        Save name
      </FormActions>
      <FormOutcome said={saved} error={error} />
    </Form>
  );
}
