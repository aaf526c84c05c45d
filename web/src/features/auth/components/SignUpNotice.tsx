import { useEffect, useState } from "react";
import form from "../../../components/form/Form.module.css";
import { useSayStatus } from "../../../components/feedback/ActionStatus";
import { FormOutcome } from "../../../components/form/FormButtons";
import { usePendingAction } from "../../../hooks/forms/use-pending-action";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session/use-session";
import { sendVerificationEmail } from "../api/auth-api";
import { forgetSignUp, useSignedUpAs } from "../lib/sign-up-notice";
import styles from "./SignUpNotice.module.css";

/**
 * Right after sign-up, on the page it led to, under the status line that says the account was created (in
 * its box: Layout's `notice`): the verification e-mail was sent, where, and a way to send it again, until
 * dismissed or the address is verified. Posting does not wait for it (docs/moderation.md), so it is one short
 * paragraph, not a step of its own: the page's own task comes next (decision 0109).
 */
export function SignUpNotice() {
  const email = useSignedUpAs();
  const session = useSession();
  const verified = session.user?.emailVerified === true;
  const [said, setSaid] = useState("");
  const { run, pending, error } = usePendingAction();
  const say = useSayStatus();
  useEffect(() => {
    if (verified) forgetSignUp();
  }, [verified]);
  if (!email || session.status !== "signed-in" || verified) return null;

  async function resend() {
    setSaid("");
    await run(async () => {
      await sendVerificationEmail(`${window.location.origin}${paths.account}`);
      setSaid("Sent again. The newest link is the one that works.");
    });
  }

  function dismiss() {
    forgetSignUp();
    // The buttons go with the notice: focus goes to the line that says so, not to <body>.
    say("Dismissed. Your account page can send the link again.");
  }

  return (
    <section className={styles.notice} aria-label="Verify your e-mail address">
      <p className={styles.text}>
        We sent a link to <bdi>{email}</bdi> to verify your address. Open it when you can; you can post meanwhile.
      </p>
      <div className={styles.buttons}>
        <button type="button" className={form.secondary} onClick={() => void resend()} disabled={pending}>
          {pending ? "Sending…" : "Send the e-mail again"}
        </button>
        <button type="button" className={form.secondary} onClick={dismiss}>
          Dismiss
        </button>
      </div>
      <FormOutcome said={said} error={error} />
    </section>
  );
}
