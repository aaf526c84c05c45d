import { useState } from "react";
import {
  moderatePost,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ModerationAction,
  type QueueItem,
} from "@village/shared";
import { FormError } from "../../../components/form/FormButtons";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/use-callable-form";
import { sendModeration } from "../api/moderation-api";
import formStyles from "../../../components/form/Form.module.css";
import styles from "./Moderation.module.css";

const ACTIONS: { action: ModerationAction; label: string; when: (item: QueueItem) => boolean }[] = [
  { action: "keep", label: "Keep", when: () => true },
  { action: "hide", label: "Hide", when: (item) => !item.hidden },
  { action: "restore", label: "Restore", when: (item) => item.hidden },
  { action: "delete", label: "Delete", when: () => true },
  { action: "hide-author", label: "Hide every post by this author", when: () => true },
];

interface Values {
  postId: string;
  action: ModerationAction;
  reason: string;
}

/** One post in the queue: what it says, why it was reported, and the actions, each with a required reason. */
export function QueueEntry({ item, onDone }: { item: QueueItem; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const form = useCallableForm<Values, Parameters<typeof sendModeration>[0]>({
    schema: moderatePost.input,
    send: sendModeration,
    fields: ["reason"],
  });
  const reasonId = `reason-${item.postId}`;
  const headingId = `queue-${item.postId}`;

  const act = async (action: ModerationAction) => {
    if (await form.submit({ postId: item.postId, action, reason })) onDone();
  };

  return (
    <li className={styles.entry}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId}>
          <bdi>{item.title ?? "Untitled"}</bdi>
          {item.hidden && " (hidden)"}
        </h2>
        {item.details && <p>{item.details}</p>}
        {item.link && <p>{item.link}</p>}
        <p className={styles.muted}>
          {item.reports} report{item.reports === 1 ? "" : "s"} from {item.reporters} counted reporter
          {item.reporters === 1 ? "" : "s"}:{" "}
          {REPORT_REASONS.flatMap((key) => {
            const count = item.reasons[key];
            return count ? [`${REPORT_REASON_LABELS[key]} × ${count}`] : [];
          }).join(", ")}
        </p>
        {item.oneAddress && <p className={styles.hint}>All these reports came from one network address.</p>}
        {item.hiddenReason && <p className={styles.muted}>Hidden: {item.hiddenReason}</p>}
        {item.notes.length > 0 && (
          <ul>
            {item.notes.map((note) => (
              <li key={`${note.at}-${note.note}`}>
                {REPORT_REASON_LABELS[note.reason]}: <bdi>{note.note}</bdi>
              </li>
            ))}
          </ul>
        )}
        <TextField
          id={reasonId}
          label="Reason (published in the moderation log)"
          value={reason}
          onChange={setReason}
          maxLength={200}
          error={form.problems.reason}
        />
        <FormError prefix="Error: " message={form.error} />
        <div className={formStyles.actions}>
          {ACTIONS.filter(({ when }) => when(item)).map(({ action, label }) => (
            <button
              key={action}
              type="button"
              className={formStyles.secondary}
              disabled={form.pending}
              onClick={() => void act(action)}
            >
              {label}
            </button>
          ))}
        </div>
      </article>
    </li>
  );
}
