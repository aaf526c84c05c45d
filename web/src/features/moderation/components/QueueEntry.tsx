import { Link } from "wouter";
import type { QueueItem } from "@village/shared";
import { VersionList } from "../../../components/VersionList";
import { postPath } from "../../../lib/paths";
import { QueueActions, queueEntryId } from "./QueueActions";
import { QueueReports, Time } from "./QueueReports";
import styles from "./Moderation.module.css";

/**
 * One post or reply in the queue: what it says, when it was posted and reported, why, and the actions. A
 * reply shows its post's title, linked, for context, then who wrote the reply and what it says.
 */
export function QueueEntry({ item, onDone }: { item: QueueItem; onDone: (status: string) => void }) {
  const headingId = `${queueEntryId(item)}-heading`;
  const reply = item.replyId !== undefined;
  return (
    <li className={styles.entry}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId}>
          {reply && "Reply to "}
          <Link href={postPath(item.postId)}>
            <bdi>{item.title ?? "Untitled"}</bdi>
          </Link>
          {item.hidden && (reply ? " (reply hidden)" : " (hidden)")}
          {item.held === true && " (waiting for a moderator: safe mode)"}
        </h2>
        <p className={styles.muted}>
          {[
            reply && item.author && (
              <span key="author">
                By <bdi>{item.author}</bdi>
              </span>
            ),
            item.postedAt && (
              <span key="posted">
                {reply ? "Replied" : "Posted"} <Time iso={item.postedAt} />
              </span>
            ),
            item.editedAt && (
              <span key="edited">
                Edited <Time iso={item.editedAt} />
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
        {/* What the author's edits replaced (issue #48): moderators judge the post against what came before. */}
        {item.versions && item.versions.length > 0 && (
          <details>
            <summary>Earlier versions ({item.versions.length})</summary>
            <VersionList versions={item.versions} metaClassName={styles.muted} />
          </details>
        )}
        <QueueReports item={item} />
        {item.hiddenReason && <p className={styles.muted}>Hidden: {item.hiddenReason}</p>}
        <QueueActions item={item} onDone={onDone} />
      </article>
    </li>
  );
}
