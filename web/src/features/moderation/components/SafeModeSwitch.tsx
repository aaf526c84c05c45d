import { useId, useRef, useState } from "react";
import { MODERATION_REASON_MAX, setSafeMode } from "@village/shared";
import { FormError } from "../../../components/form/FormButtons";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
import { sendSafeMode } from "../api/moderation-api";
import formStyles from "../../../components/form/Form.module.css";
import styles from "./Moderation.module.css";

interface Values {
  on: boolean;
  reason: string;
}

/**
 * The moderators' switch of safe mode for new identities (decision 0131): whether it is on, and one button to
 * turn it the other way, with a reason the public log shows. Its state comes with the queue's first page (read
 * from Firestore, never the CDN's copy), then from the switch's own answer once a moderator uses it. Not read
 * through `/api/safe-mode` as the form pages read it: a module shared by this page and theirs would be a chunk
 * of its own, whose name the home route's first load would carry.
 */
export function SafeModeSwitch({ on, onSwitched }: { on: boolean; onSwitched: (on: boolean) => void }) {
  const [reason, setReason] = useState("");
  const [done, setDone] = useState("");
  const status = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const form = useCallableForm<Values, Parameters<typeof sendSafeMode>[0]>({
    schema: setSafeMode.input,
    send: async (input) => onSwitched(await sendSafeMode(input)),
    fields: ["reason"],
  });

  const turn = async () => {
    if (form.pending) return;
    if (await form.submit({ on: !on, reason })) {
      setReason("");
      setDone(
        on
          ? "Safe mode is off: new identities' posts are listed at once."
          : "Safe mode is on: new identities' posts wait for a moderator.",
      );
      status.current?.focus();
    }
  };

  return (
    <section className={styles.entry} aria-labelledby={headingId}>
      <h2 id={headingId}>Safe mode: {on ? "on" : "off"}</h2>
      <p>
        While safe mode is on, a post from an account or browser less than a day old, none of whose posts a moderator
        has approved, waits here for Approve or Decline. It also turns itself on when many new identities post at once,
        and off after a quiet hour.
      </p>
      <TextField
        id="safe-mode-reason"
        label="Reason (published in the moderation log)"
        value={reason}
        onChange={setReason}
        limit={MODERATION_REASON_MAX}
        error={form.problems.reason}
      />
      <button type="button" className={formStyles.secondary} onClick={() => void turn()} disabled={form.pending}>
        {on ? "Turn safe mode off" : "Turn safe mode on"}
      </button>
      <FormError message={form.error} />
      <p ref={status} tabIndex={-1} role="status" className={styles.status}>
        {done}
      </p>
    </section>
  );
}
