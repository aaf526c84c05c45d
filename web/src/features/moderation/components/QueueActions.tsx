import { useRef, useState } from "react";
import {
  moderatePost,
  SUSPENSION_DURATIONS,
  SUSPENSION_LABELS,
  type ModerationAction,
  type QueueItem,
  type SuspensionDuration,
} from "@village/shared";
import { FormError } from "../../../components/form/FormButtons";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/use-callable-form";
import { sendModeration } from "../api/moderation-api";
import { ConfirmAction } from "./ConfirmAction";
import { ACTION_LABELS, CONFIRMED_ACTIONS, confirmWords, doneWords } from "./queue-words";
import formStyles from "../../../components/form/Form.module.css";
import styles from "./Moderation.module.css";

interface Values {
  postId: string;
  action: ModerationAction;
  reason: string;
  duration?: SuspensionDuration;
  showTitle?: boolean;
}

const durationOf = (value: string): SuspensionDuration =>
  SUSPENSION_DURATIONS.find((duration) => duration === value) ?? "1d";

/** A hidden post offers Hide too while it waits for a moderator's word: it upholds the hide, acknowledging reports. */
const actionsFor = (item: QueueItem): ModerationAction[] => [
  "keep",
  ...(item.hidden ? (["restore"] as const) : []),
  ...(!item.hidden || !item.reviewed || item.newReports > 0 ? (["hide"] as const) : []),
  "delete",
  "hide-author",
  "suspend",
];

/**
 * A queue entry's actions, each with a required reason (published in the log). Delete, acting on the author
 * and suspending ask first, in a dialog that opens on Cancel; `onDone` gets the status line to show. Once an
 * action is done the entry says so and its reason is cleared, so nothing invites doing it twice.
 */
export function QueueActions({ item, onDone }: { item: QueueItem; onDone: (status: string) => void }) {
  const [reason, setReason] = useState("");
  const [duration, setDuration] = useState<SuspensionDuration>("1d");
  const [showTitle, setShowTitle] = useState(false);
  const [confirming, setConfirming] = useState<ModerationAction | null>(null);
  const [done, setDone] = useState("");
  const taken = useRef(0);
  const form = useCallableForm<Values, Parameters<typeof sendModeration>[0]>({
    schema: moderatePost.input,
    send: async (input) => {
      taken.current = await sendModeration(input);
    },
    fields: ["reason"],
  });
  const id = `queue-${item.postId}`;

  const act = async (action: ModerationAction) => {
    const values: Values = {
      postId: item.postId,
      action,
      reason,
      ...(action === "suspend" && { duration }),
      ...((action === "hide" || action === "delete") && showTitle && { showTitle: true }),
    };
    if (!(await form.submit(values))) return;
    const said = doneWords(action, taken.current, duration, item.hidden);
    setReason("");
    setDone(said);
    onDone(said);
  };
  // A missing reason is said at once, before any confirmation.
  const choose = (action: ModerationAction) =>
    CONFIRMED_ACTIONS.has(action) && reason.trim() !== "" ? setConfirming(action) : void act(action);

  return (
    <>
      {done && <p className={styles.done}>✓ {done}</p>}
      <TextField
        id={`${id}-reason`}
        label="Reason (published in the moderation log)"
        value={reason}
        onChange={setReason}
        maxLength={200}
        error={form.problems.reason}
      />
      <div className={styles.options}>
        <label className={formStyles.check}>
          <input type="checkbox" checked={showTitle} onChange={(event) => setShowTitle(event.target.checked)} />
          Spam: show the title in the log when hiding or deleting
        </label>
        <label>
          Suspension{" "}
          <select
            className={styles.select}
            value={duration}
            onChange={(event) => setDuration(durationOf(event.target.value))}
          >
            {SUSPENSION_DURATIONS.map((value) => (
              <option key={value} value={value}>
                {SUSPENSION_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError prefix="Error: " message={form.error} />
      <div className={formStyles.actions}>
        {actionsFor(item).map((action) => (
          <button
            key={action}
            type="button"
            className={CONFIRMED_ACTIONS.has(action) ? styles.dangerOutline : formStyles.secondary}
            disabled={form.pending}
            onClick={() => choose(action)}
          >
            {ACTION_LABELS[action]}
          </button>
        ))}
      </div>
      {confirming && (
        <ConfirmAction
          id={id}
          {...confirmWords(confirming, duration)}
          onConfirm={() => act(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
