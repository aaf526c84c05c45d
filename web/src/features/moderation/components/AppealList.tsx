import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { GUIDELINE_LABELS, MODERATION_REASON_MAX, type AppealDecision, type AppealItem } from "@village/shared";
import { TextField } from "../../../components/form/TextField";
import { errorMessage } from "../../../lib/errors/error-message";
import { randomId } from "../../../lib/ids/random-id";
import { postPath } from "../../../lib/paths";
import { localEnd } from "../../../components/feedback/SuspensionNotice";
import { fetchAppeals, sendDecision } from "../api/appeals-api";
import formStyles from "../../../components/form/Form.module.css";

const WHAT: Record<AppealItem["action"], string> = {
  hidden: "Hidden by a moderator",
  "auto-hidden": "Hidden after reports",
  removed: "Removed by a moderator",
  restored: "Restored",
  "hidden-all": "All of an author's posts hidden",
  suspended: "An author suspended",
};

function Appeal({ appeal, onDone }: { appeal: AppealItem; onDone: (status: string) => void }) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const decide = (decision: AppealDecision) => {
    setPending(true);
    setProblem(null);
    sendDecision({ noticeId: appeal.noticeId, decision, reason, requestId: randomId() })
      .then(() =>
        onDone(
          decision === "reverse" ? "Appeal granted: the action was reversed." : "Appeal decided: the action stands.",
        ),
      )
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setPending(false));
  };
  return (
    <li>
      <h3>
        {WHAT[appeal.action]}
        {appeal.reply ? " (a reply)" : ""}
        {appeal.count > 1 ? ` (${appeal.count} posts and replies)` : ""}
      </h3>
      {appeal.title && (
        <p>{appeal.postId ? <Link href={postPath(appeal.postId)}>{appeal.title}</Link> : <bdi>{appeal.title}</bdi>}</p>
      )}
      <p>
        Reason given: <bdi>{appeal.reason}</bdi>
        {appeal.guideline && ` (guideline: ${GUIDELINE_LABELS[appeal.guideline]})`}, {localEnd(appeal.at)}
      </p>
      <p>
        The author&apos;s appeal ({localEnd(appeal.appealedAt)}): <bdi>{appeal.text}</bdi>
      </p>
      {appeal.yours ? (
        <p>You took this action, so another moderator decides its appeal.</p>
      ) : (
        <>
          <TextField
            id={`${id}-reason`}
            label="Reason for your decision (told to the author, published in the log)"
            value={reason}
            onChange={setReason}
            limit={MODERATION_REASON_MAX}
            error={undefined}
          />
          {problem && <p role="alert">{problem}</p>}
          <button type="button" className={formStyles.secondary} disabled={pending} onClick={() => decide("uphold")}>
            Uphold
          </button>{" "}
          <button type="button" className={formStyles.secondary} disabled={pending} onClick={() => decide("reverse")}>
            Reverse
          </button>
        </>
      )}
    </li>
  );
}

/**
 * Appeals waiting for a decision (decision 0129), above the queue: what was done, why, and the author's words,
 * never who; the moderator who acted sees theirs without the buttons.
 */
export function AppealList({ onDone }: { onDone: (status: string) => void }) {
  const [appeals, setAppeals] = useState<AppealItem[] | null>(null);
  const read = useCallback(() => {
    fetchAppeals()
      .then(setAppeals)
      .catch((error: unknown) => {
        console.error("Could not read the appeals", error);
      });
  }, []);
  useEffect(read, [read]);
  if (appeals === null || appeals.length === 0) return null;
  return (
    <section aria-labelledby="appeals-heading">
      <h2 id="appeals-heading">Appeals</h2>
      <ul>
        {appeals.map((appeal) => (
          <Appeal
            key={appeal.noticeId}
            appeal={appeal}
            onDone={(status) => {
              onDone(status);
              read();
            }}
          />
        ))}
      </ul>
    </section>
  );
}
