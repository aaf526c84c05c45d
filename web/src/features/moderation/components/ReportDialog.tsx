import { useState, type SubmitEvent } from "react";
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, reportPost } from "@village/shared";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/use-callable-form";
import { clientId } from "../../../lib/ids/client-id";
import { sendReport } from "../api/moderation-api";
import { ModalDialog } from "./ModalDialog";
import formStyles from "../../../components/form/Form.module.css";
import { SubmitButton } from "../../../components/form/FormButtons";
import styles from "./Moderation.module.css";

interface Values {
  postId: string;
  reason: string;
  note?: string;
}

/** The report dialog: one reason, an optional note, and a thank-you once it is sent. */
export function ReportDialog({ postId, title, onClose }: { postId: string; title: string; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const form = useCallableForm<Values, Parameters<typeof sendReport>[0]>({
    schema: reportPost.input,
    send: sendReport,
    fields: ["reason", "note"],
    extras: () => ({ clientId: clientId() }),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Values = { postId, reason, ...(note.trim() !== "" ? { note } : {}) };
    void form.submit(values);
  };

  return (
    <ModalDialog labelId="report-heading" onClose={onClose}>
      <div className={styles.dialogBody}>
        <h2 id="report-heading">Report this post</h2>
        <p className={styles.quote}>
          <bdi>{title}</bdi>
        </p>
        {form.stored ? (
          <>
            <p role="status">Thank you. Moderators will review this post.</p>
            <button type="button" className={formStyles.button} onClick={onClose}>
              Close
            </button>
          </>
        ) : (
          <form className={formStyles.form} onSubmit={submit} noValidate>
            <fieldset className={styles.reasons} aria-describedby={form.problems.reason ? "reason-error" : undefined}>
              <legend className={formStyles.label}>Why should moderators look at it?</legend>
              {REPORT_REASONS.map((value) => (
                <label key={value} className={styles.reason}>
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {REPORT_REASON_LABELS[value]}
                </label>
              ))}
              {form.problems.reason && (
                <p id="reason-error" className={formStyles.fieldError}>
                  {form.problems.reason}
                </p>
              )}
            </fieldset>
            <TextField
              id="report-note"
              label="Note for moderators (optional)"
              value={note}
              onChange={setNote}
              multiline
              rows={3}
              limit={REPORT_NOTE_MAX}
              counter
              error={form.problems.note}
            />
            {form.error && (
              <p role="alert" className={formStyles.fieldError}>
                Error: {form.error}
              </p>
            )}
            <div className={formStyles.actions}>
              <SubmitButton pending={form.pending} pendingLabel="Sending…">
                Send report
              </SubmitButton>
              <button type="button" className={formStyles.secondary} onClick={onClose}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
