import { useRef, useState } from "react";
import {
  GUIDELINE_LABELS,
  GUIDELINES,
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  moderatePost,
  SUSPENSION_DURATIONS,
  SUSPENSION_LABELS,
  type Guideline,
  type ModerationAction,
  type QueueItem,
  type SuspensionDuration,
} from "@village/shared";
import { FieldProblem } from "../../../components/form/FieldProblem";
import { FormError } from "../../../components/form/FormButtons";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
import { sendModeration } from "../api/moderation-api";
import { ConfirmAction } from "./ConfirmAction";
import { ACTION_LABELS, CONFIRMED_ACTIONS, confirmWords, doneWords } from "./queue-words";
import formStyles from "../../../components/form/Form.module.css";
import styles from "./Moderation.module.css";

interface Values {
  postId: string;
  replyId?: string;
  /** "" until the moderator chooses: the schema's own sentence then asks for a choice. */
  action: ModerationAction | "";
  reason: string;
  duration?: SuspensionDuration;
  showTitle?: boolean;
  guideline?: Guideline;
  noAppeal?: boolean;
}

const guidelineOf = (value: string): Guideline | undefined => GUIDELINES.find((guideline) => guideline === value);
/** The actions an author is told of and may appeal, so a guideline is asked for (decision 0128). */
const TOLD_ACTIONS: ReadonlySet<ModerationAction | ""> = new Set(["hide", "delete", "hide-author", "suspend"]);

/** An entry's id in the page: its post's, or its post's and reply's. */
export const queueEntryId = (item: QueueItem): string =>
  item.replyId === undefined ? `queue-${item.postId}` : `queue-${item.postId}-${item.replyId}`;

const actionOf = (value: string): ModerationAction | "" => MODERATION_ACTIONS.find((action) => action === value) ?? "";
const durationOf = (value: string): SuspensionDuration | undefined =>
  SUSPENSION_DURATIONS.find((duration) => duration === value);

/**
 * A hidden post offers Hide too while it waits for a moderator's word: it upholds the hide, acknowledging reports.
 * A post safe mode holds is decided by Approve or Decline (decision 0131); Delete and the author's actions stay.
 */
const actionsFor = (item: QueueItem): ModerationAction[] =>
  item.held === true ? ["approve", "decline", "delete", "hide-author", "suspend"] : actionsUsually(item);

const actionsUsually = (item: QueueItem): ModerationAction[] => [
  "keep",
  ...(item.hidden ? (["restore"] as const) : []),
  ...(!item.hidden || !item.reviewed || item.newReports > 0 ? (["hide"] as const) : []),
  "delete",
  "hide-author",
  "suspend",
];

/**
 * A queue entry's decision: a reason (required, published in the log), one choice of action and one button
 * to apply it, so each entry is three controls rather than a row of six buttons. What only some actions take
 * shows only with them: how long a suspension lasts (no default: a moderator always chooses it), and whether
 * a spam title is shown in the log. Delete, acting on the author and suspending ask first, in a dialog that
 * opens on Cancel; `onDone` gets the status line to show. Once done the entry says so and its form is
 * cleared, so nothing invites doing it twice.
 */
export function QueueActions({ item, onDone }: { item: QueueItem; onDone: (status: string) => void }) {
  const [reason, setReason] = useState("");
  const [action, setAction] = useState<ModerationAction | "">("");
  const [duration, setDuration] = useState<SuspensionDuration | undefined>(undefined);
  const [showTitle, setShowTitle] = useState(false);
  const [guideline, setGuideline] = useState<Guideline | undefined>(undefined);
  const [noAppeal, setNoAppeal] = useState(false);
  const [confirming, setConfirming] = useState<ModerationAction | null>(null);
  const [done, setDone] = useState("");
  const taken = useRef(0);
  const form = useCallableForm<Values, Parameters<typeof sendModeration>[0]>({
    schema: moderatePost.input,
    send: async (input) => {
      taken.current = await sendModeration(input);
    },
    fields: ["reason", "action", "duration", "guideline"],
  });
  const id = queueEntryId(item);
  const subject = item.replyId === undefined ? "post" : "reply";
  // A reply has no title to show in the log.
  const spamChoice = subject === "post" && (action === "hide" || action === "delete");

  const act = async (chosen: ModerationAction | "") => {
    const values: Values = {
      postId: item.postId,
      ...(item.replyId !== undefined && { replyId: item.replyId }),
      action: chosen,
      reason,
      ...(chosen === "suspend" && duration !== undefined && { duration }),
      ...(spamChoice && showTitle && { showTitle: true }),
      ...(TOLD_ACTIONS.has(chosen) && guideline !== undefined && { guideline }),
      ...(TOLD_ACTIONS.has(chosen) && guideline === "spam" && noAppeal && { noAppeal: true }),
    };
    // The schema refuses "" and a suspension without its duration; the check on `chosen` is for the types.
    if (!(await form.submit(values)) || chosen === "") return;
    const said = doneWords(chosen, taken.current, duration, item.hidden, subject);
    setReason("");
    setAction("");
    setDuration(undefined);
    setShowTitle(false);
    setGuideline(undefined);
    setNoAppeal(false);
    setDone(said);
    onDone(said);
  };
  // What is missing (a reason, an action, a duration) is said at once, before any confirmation.
  const complete = reason.trim() !== "" && (action !== "suspend" || duration !== undefined);
  const apply = () =>
    action !== "" && CONFIRMED_ACTIONS.has(action) && complete ? setConfirming(action) : void act(action);

  const select = (name: string, problem: string | undefined) => ({
    id: `${id}-${name}`,
    className: styles.select,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-${name}-error` : undefined,
  });

  return (
    <>
      {done && <p className={styles.done}>✓ {done}</p>}
      <TextField
        id={`${id}-reason`}
        label="Reason (published in the moderation log)"
        value={reason}
        onChange={setReason}
        limit={MODERATION_REASON_MAX}
        error={form.problems.reason}
      />
      <div className={styles.decision}>
        <div className={styles.choice}>
          <label htmlFor={`${id}-action`}>Decision</label>
          <select
            {...select("action", form.problems.action)}
            value={action}
            onChange={(event) => setAction(actionOf(event.target.value))}
          >
            <option value="">Choose…</option>
            {actionsFor(item).map((choice) => (
              <option key={choice} value={choice}>
                {ACTION_LABELS[choice]}
              </option>
            ))}
          </select>
          <FieldProblem id={`${id}-action-error`} problem={form.problems.action} />
        </div>
        {action === "suspend" && (
          <div className={styles.choice}>
            <label htmlFor={`${id}-duration`}>Suspension</label>
            <select
              {...select("duration", form.problems.duration)}
              value={duration ?? ""}
              onChange={(event) => setDuration(durationOf(event.target.value))}
            >
              <option value="">Choose how long…</option>
              {SUSPENSION_DURATIONS.map((value) => (
                <option key={value} value={value}>
                  {SUSPENSION_LABELS[value]}
                </option>
              ))}
            </select>
            <FieldProblem id={`${id}-duration-error`} problem={form.problems.duration} />
          </div>
        )}
        {TOLD_ACTIONS.has(action) && (
          <div className={styles.choice}>
            <label htmlFor={`${id}-guideline`}>Guideline (told to the author)</label>
            <select
              {...select("guideline", form.problems.guideline)}
              value={guideline ?? ""}
              onChange={(event) => setGuideline(guidelineOf(event.target.value))}
            >
              <option value="">None named</option>
              {GUIDELINES.map((value) => (
                <option key={value} value={value}>
                  {GUIDELINE_LABELS[value]}
                </option>
              ))}
            </select>
            <FieldProblem id={`${id}-guideline-error`} problem={form.problems.guideline} />
          </div>
        )}
        {TOLD_ACTIONS.has(action) && guideline === "spam" && (
          <label className={formStyles.check}>
            <input type="checkbox" checked={noAppeal} onChange={(event) => setNoAppeal(event.target.checked)} />
            Spam: no appeal (the author is told why)
          </label>
        )}
        {spamChoice && (
          <label className={formStyles.check}>
            <input type="checkbox" checked={showTitle} onChange={(event) => setShowTitle(event.target.checked)} />
            Spam: show the title in the log
          </label>
        )}
        <button
          type="button"
          className={action !== "" && CONFIRMED_ACTIONS.has(action) ? styles.dangerOutline : formStyles.secondary}
          disabled={form.pending}
          onClick={apply}
        >
          Apply
        </button>
      </div>
      <FormError prefix="Error: " message={form.error} />
      {confirming && (
        <ConfirmAction
          id={id}
          {...confirmWords(confirming, duration, subject)}
          onConfirm={() => act(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
