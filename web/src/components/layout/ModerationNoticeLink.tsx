import { useId, useState, type SyntheticEvent } from "react";
import { Link } from "wouter";
import { APPEAL_TEXT_MAX, guidelineAnchor, type ModerationNotice } from "@village/shared";
import { askNotices, sendAppeal, useModerationNotices } from "../../hooks/notices/use-moderation-notices";
import type { Owner } from "../../lib/authored-posts";
import { errorMessage } from "../../lib/errors/error-message";
import { randomId } from "../../lib/ids/random-id";
import { paths, postPath } from "../../lib/paths";
import { ModalDialog } from "../dialog/ModalDialog";
import { StatusLine } from "../feedback/StatusLine";
import { localEnd } from "../feedback/SuspensionNotice";
import { headline, whatYouCanDo } from "./moderation-notice-words";
import dialog from "../dialog/ModalDialog.module.css";
import form from "../form/Form.module.css";
import styles from "./ModerationNoticeLink.module.css";

const APPEAL_SENT = "Your appeal was sent. Another moderator will decide it, and you will be told here.";

function AppealForm({ owner, notice, onSent }: { owner: Owner; notice: ModerationNotice; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [requestId] = useState(randomId);
  const fieldId = useId();
  if (!open) {
    return (
      <button type="button" className={form.button} onClick={() => setOpen(true)}>
        Appeal
      </button>
    );
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    sendAppeal(owner, notice.id, text, requestId)
      .then(onSent)
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setSending(false));
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>Why should this be reversed? (at most {APPEAL_TEXT_MAX} characters)</label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={APPEAL_TEXT_MAX}
        rows={4}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        aria-describedby={problem ? `${fieldId}-problem` : undefined}
      />
      {problem && (
        <p id={`${fieldId}-problem`} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className={form.button} disabled={sending}>
        {sending ? "Sending…" : "Send appeal"}
      </button>
    </form>
  );
}

function NoticeItem({ owner, notice, onSent }: { owner: Owner; notice: ModerationNotice; onSent: () => void }) {
  return (
    <li>
      <h3>
        {notice.unread && "New: "}
        {headline(notice)}
      </h3>
      {notice.title && (
        <p>
          {notice.reply ? "On the post: " : "Post: "}
          {notice.postId ? <Link href={postPath(notice.postId)}>{notice.title}</Link> : <bdi>{notice.title}</bdi>}
        </p>
      )}
      <p>
        When: <time dateTime={notice.at}>{localEnd(notice.at)}</time>
      </p>
      {notice.action === "suspended" && (
        <p>For how long: {notice.until ? `until ${localEnd(notice.until)}` : "for good"}</p>
      )}
      <p>
        Reason: <bdi>{notice.reason}</bdi>
      </p>
      {notice.guideline && (
        <p>
          Guideline:{" "}
          <Link href={`${paths.guidelines}#${guidelineAnchor(notice.guideline)}`}>
            {notice.guidelineLabel ?? notice.guideline}
          </Link>
        </p>
      )}
      {notice.appeal && (
        <p>
          Your appeal: <bdi>{notice.appeal.text}</bdi>
          {notice.appeal.reason && (
            <>
              {" "}
              Decision: <bdi>{notice.appeal.reason}</bdi>
            </>
          )}
        </p>
      )}
      <p>What you can do: {whatYouCanDo(notice)}</p>
      {notice.appealable && <AppealForm owner={owner} notice={notice} onSent={onSent} />}
    </li>
  );
}

/**
 * The header's notice from moderators (decision 0128): "1 notice from moderators" while any is unread, a
 * status line screen readers announce, and a button that opens the notices (marking them read), in a modal
 * dialog that takes focus and gives it back. Nothing at all for an author never acted on.
 */
export function ModerationNoticeLink({ owner, className }: { owner: Owner | null; className: string | undefined }) {
  const notices = useModerationNotices(owner);
  const [open, setOpen] = useState(false);
  // Where focus lands once an appeal is sent (its form is gone), and what a screen reader hears.
  const [said, setSaid] = useState({ text: "", count: 0 });
  const labelId = useId();
  if (owner === null || notices === null || (notices.notices.length === 0 && !open)) return null;
  const unread = notices.unread;
  const openNotices = () => {
    setOpen(true);
    void askNotices(owner, true);
  };
  return (
    <li>
      <span role="status">
        <button type="button" className={`${className ?? ""} ${styles.button}`} onClick={openNotices}>
          {unread > 0
            ? `${unread} new ${unread === 1 ? "notice" : "notices"} from moderators`
            : "Notices from moderators"}
        </button>
      </span>
      {open && (
        <ModalDialog labelId={labelId} onClose={() => setOpen(false)}>
          <div className={dialog.body}>
            <h2 id={labelId}>Notices from moderators</h2>
            <p>Only you can see these. Times are in your own time zone.</p>
            <StatusLine said={said.text} count={said.count} />
            <ul>
              {notices.notices.map((notice) => (
                <NoticeItem
                  key={notice.id}
                  owner={owner}
                  notice={notice}
                  onSent={() => setSaid(({ count }) => ({ text: APPEAL_SENT, count: count + 1 }))}
                />
              ))}
            </ul>
            <button type="button" className={form.button} onClick={() => setOpen(false)} data-initial-focus="">
              Close
            </button>
          </div>
        </ModalDialog>
      )}
    </li>
  );
}
