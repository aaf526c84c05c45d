import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, reportPost, type ReportReason } from "@village/shared";
import { ChoiceGroup } from "../../../components/form/ChoiceGroup";
import { Form } from "../../../components/form/Form";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session/use-session";
import { sendReport } from "../api/moderation-api";
import { ModalDialog } from "../../../components/dialog/ModalDialog";
import formStyles from "../../../components/form/Form.module.css";
import { DialogActions } from "./DialogActions";
import styles from "./Moderation.module.css";

const REASON_CHOICES = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

interface Values {
  postId: string;
  replyId?: string;
  reason: string;
  note?: string;
}

interface ReportDialogProps {
  postId: string;
  /** Reports this reply of the post; `title` is then the reply's text as the dialog quotes it. */
  replyId?: string | undefined;
  title: string;
  onClose: () => void;
}

/** The report dialog, for a post or one reply: one reason, an optional note, and a thank-you once it is sent. */
export function ReportDialog({ postId, replyId, title, onClose }: ReportDialogProps) {
  const subject = replyId === undefined ? "post" : "reply";
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const form = useCallableForm<Values, Parameters<typeof sendReport>[0]>({
    schema: reportPost.input,
    send: sendReport,
    fields: ["reason", "note"],
  });

  const submit = () =>
    form.submit({
      postId,
      ...(replyId !== undefined && { replyId }),
      reason: reason ?? "",
      ...(note.trim() !== "" ? { note } : {}),
    });

  return (
    <ModalDialog labelId="report-heading" onClose={onClose}>
      <div className={styles.dialogBody}>
        <h2 id="report-heading">Report this {subject}</h2>
        <p className={styles.quote}>
          <bdi>{title}</bdi>
        </p>
        {form.stored ? (
          <ReportSent subject={subject} onClose={onClose} />
        ) : (
          <Form onSubmit={submit}>
            <ChoiceGroup
              name="reason"
              legend="Why should moderators look at it?"
              options={REASON_CHOICES}
              value={reason}
              onChange={setReason}
              error={form.problems.reason}
              className={styles.reasons}
              optionClassName={styles.reason}
            />
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
            <DialogActions error={form.error} pending={form.pending} pendingLabel="Sending…" onCancel={onClose}>
              Send report
            </DialogActions>
          </Form>
        )}
      </div>
    </ModalDialog>
  );
}

/**
 * What a sent report says, where focus lands so that nothing is lost inside the dialog: what happens next,
 * and where to follow it (Your reports, for an account; the public log, for everyone else).
 */
function ReportSent({ subject, onClose }: { subject: "post" | "reply"; onClose: () => void }) {
  // "Your reports" lists reports of posts (decision 0117): a reply's is followed in the log.
  const signedIn = useSession().status === "signed-in" && subject === "post";
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => line.current?.focus(), []);
  return (
    <>
      <p role="status" ref={line} tabIndex={-1}>
        Report sent: moderators will review this {subject}.{" "}
        {signedIn ? (
          <>
            See what they decide in <Link href={paths.yourReports}>Your reports</Link>.
          </>
        ) : (
          <>
            What they do is listed in the <Link href={paths.moderationLog}>moderation log</Link>.
          </>
        )}
      </p>
      <button type="button" className={formStyles.button} onClick={onClose}>
        Close
      </button>
    </>
  );
}
