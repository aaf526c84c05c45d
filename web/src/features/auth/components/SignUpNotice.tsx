import { useEffect, useState } from "react";
import form from "../../../components/form/Form.module.css";
import { FormOutcome } from "../../../components/form/FormButtons";
import { usePendingAction } from "../../../hooks/use-pending-action";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session/use-session";
import { sendVerificationEmail } from "../api/auth-api";
import { forgetSignUp, useSignedUpAs } from "../lib/sign-up-notice";
import styles from "./SignUpNotice.module.css";

/**
 * Right after sign-up, on the page it led to: the verification e-mail was sent, where, and a way to send it
 * again, until dismissed or the address is verified. Posting does not wait for it (docs/moderation.md).
 */
export function SignUpNotice() {
  const email = useSignedUpAs();
  const session = useSession();
  const verified = session.user?.emailVerified === true;
  const [said, setSaid] = useState("");
  const { run, pending, error } = usePendingAction();
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

  return (
    <section className={styles.notice} aria-labelledby="sign-up-notice-heading">
      {/* Not a heading: it stands above the page's own h1, which stays the first heading. */}
      <p id="sign-up-notice-heading" className={styles.heading}>
        Welcome to Village
      </p>
      <p role="status" className={styles.text}>
        We sent a link to <bdi>{email}</bdi> to verify your address. Open it when you can; you can post meanwhile.
      </p>
      <div className={styles.buttons}>
        <button type="button" className={form.secondary} onClick={() => void resend()} disabled={pending}>
          {pending ? "Sending…" : "Send the e-mail again"}
        </button>
        <button type="button" className={form.secondary} onClick={forgetSignUp}>
          Dismiss
        </button>
      </div>
      <FormOutcome said={said} error={error} />
    </section>
  );
}
