import { useState } from "react";
import form from "../../../components/form/Form.module.css";
import { FormOutcome } from "../../../components/form/FormButtons";
import { usePendingAction } from "../../../hooks/forms/use-pending-action";
import { paths } from "../../../lib/paths";
import { sendVerificationEmail } from "../api/account-api";

/**
 * Whether the account's e-mail address is verified, and a way to send the link again. A verified address is
 * one condition for a report to count toward hiding a post (docs/moderation.md).
 */
export function EmailVerification({ verified }: { verified: boolean }) {
  const [said, setSaid] = useState("");
  const { run, pending, error } = usePendingAction();

  async function resend() {
    setSaid("");
    await run(async () => {
      await sendVerificationEmail(`${window.location.origin}${paths.account}`);
      setSaid("Sent. Open the link in the e-mail to verify your address.");
    });
  }

  return (
    <section aria-labelledby="verify-heading">
      <h2 id="verify-heading">E-mail address</h2>
      {verified ? (
        <p>Your e-mail address is verified.</p>
      ) : (
        <>
          <p>
            Your e-mail address is not verified yet. Verified addresses help keep reports trustworthy: only reports from
            verified accounts can hide a post on their own.
          </p>
          <button type="button" className={form.secondary} onClick={() => void resend()} disabled={pending}>
            {pending ? "Sending…" : "Send the verification e-mail again"}
          </button>
          <FormOutcome said={said} error={error} />
        </>
      )}
    </section>
  );
}
