import { useState } from "react";
import { MINIMUM_AGE } from "@village/shared";
import { AgeCheckbox } from "../../../components/form/AgeCheckbox";
import { Form } from "../../../components/form/Form";
import form from "../../../components/form/Form.module.css";
import { FormActions, FormError } from "../../../components/form/FormButtons";
import { usePendingAction } from "../../../hooks/forms/use-pending-action";
import { confirmAccountAge } from "../api/suggestions-api";
import styles from "./AgeConfirmation.module.css";

/**
 * Asked once of an account that has not confirmed its age (a Google account, or a sign-up whose
 * confirmation did not get through). Once confirmed, the session says so and this disappears.
 */
export function AgeConfirmation() {
  const [ticked, setTicked] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const { run, pending: busy, error, setError } = usePendingAction();

  async function submit() {
    if (!ticked) {
      setError(null);
      setProblem(`Please tick the box to confirm that you are ${MINIMUM_AGE} or older.`);
      return;
    }
    setProblem(undefined);
    await run(confirmAccountAge);
  }

  return (
    <Form className={`${form.form} ${styles.box}`} aria-labelledby="age-heading" onSubmit={submit}>
      <h2 id="age-heading" className={styles.heading}>
        One thing before your first post
      </h2>
      <p className={styles.text}>
        Village is for people {MINIMUM_AGE} and older (see the Terms). Please confirm your age once for this account.
      </p>
      <AgeCheckbox id="account-age" checked={ticked} onChange={setTicked} error={problem} />
      <FormActions pending={busy} pendingLabel="Please wait…">
        Confirm
      </FormActions>
      <FormError message={error} />
    </Form>
  );
}
