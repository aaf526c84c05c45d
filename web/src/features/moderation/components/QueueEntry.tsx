import { Link } from "wouter";
import { REPORT_REASON_LABELS, REPORT_REASONS, type QueueItem } from "@village/shared";
import { postPath } from "../../../lib/paths";
import { QueueActions } from "./QueueActions";
import styles from "./Moderation.module.css";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{when.format(new Date(iso))}</time>;
}

/** One post in the queue: what it says, when it was posted and reported, why, and the actions. */
export function QueueEntry({ item, onDone }: { item: QueueItem; onDone: (status: string) => void }) {
  const headingId = `queue-${item.postId}-heading`;
  return (
    <li className={styles.entry}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId}>
          <Link href={postPath(item.postId)}>
            <bdi>{item.title ?? "Untitled"}</bdi>
          </Link>
          {item.hidden && " (hidden)"}
        </h2>
        <p className={styles.muted}>
          {[
            item.postedAt && (
              <span key="posted">
                Posted <Time iso={item.postedAt} />
              </span>
            ),
            item.firstReportAt && item.firstReportAt !== item.lastReportAt && (
              <span key="first">
                First report <Time iso={item.firstReportAt} />
              </span>
            ),
            item.reports > 0 && (
              <span key="latest">
                Latest report <Time iso={item.lastReportAt} />
              </span>
            ),
            item.reviewed && <span key="reviewed">A moderator has acted on it</span>,
          ]
            .filter(Boolean)
            .flatMap((part, index) => (index === 0 ? [part] : [" · ", part]))}
        </p>
        {item.details && <p dir="auto">{item.details}</p>}
        {item.link && <p dir="auto">{item.link}</p>}
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
                {REPORT_REASON_LABELS[note.reason]} (<Time iso={note.at} />
                ): <bdi>{note.note}</bdi>
              </li>
            ))}
          </ul>
        )}
        <QueueActions item={item} onDone={onDone} />
      </article>
    </li>
  );
}
