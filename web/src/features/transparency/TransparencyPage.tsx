import {
  FEWER_THAN_5,
  monthRange,
  TRANSPARENCY_SECTIONS,
  type TransparencyCell,
  type TransparencyMonth,
} from "@village/shared";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { paths } from "../../lib/paths";
import styles from "./TransparencyPage.module.css";
import { useTransparencyReport } from "./transparency-data";

// UTC, as the months are counted: the server and every reader draw the same words.
const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const number = new Intl.NumberFormat("en-US");

/** A cell's words: the count, "fewer than 5", or, for a row added after the month was built, "not counted". */
function cellText(cell: TransparencyCell | undefined): string {
  if (cell === undefined) return "not counted";
  return cell === FEWER_THAN_5 ? FEWER_THAN_5 : number.format(cell);
}

function MonthTables({ month }: { month: TransparencyMonth }) {
  return TRANSPARENCY_SECTIONS.map(({ heading, rows }) => (
    <table key={heading} className={styles.table}>
      <caption>{heading}</caption>
      <tbody>
        {rows.map(({ id, label }) => (
          <tr key={id}>
            <th scope="row">{label}</th>
            <td>{cellText(month.rows[id])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ));
}

/**
 * One month: the newest open, each older one behind its name (a `details`, which opens without JavaScript).
 */
function Month({ month, newest }: { month: TransparencyMonth; newest: boolean }) {
  const name = monthName.format(monthRange(month.month).start);
  if (newest)
    return (
      <section aria-labelledby={`month-${month.month}`} className={styles.month}>
        <h2 id={`month-${month.month}`}>{name}</h2>
        <MonthTables month={month} />
      </section>
    );
  return (
    <details className={styles.month}>
      <summary>
        <h2 className={styles.summaryHeading}>{name}</h2>
      </summary>
      <MonthTables month={month} />
    </details>
  );
}

/** /transparency: what moderation did each month, in numbers; small counts said only as "fewer than 5". */
export function TransparencyPage() {
  useDocumentTitle("Transparency report");
  const report = useTransparencyReport();
  return (
    <article className={styles.page} aria-labelledby="transparency-heading">
      <h1 id="transparency-heading">Transparency report</h1>
      <p>
        What moderation on Village did each month, in numbers: posts and replies published, reports by reason, and
        moderators&apos; actions by kind. A month appears once it has ended (months are counted in UTC). A count under 5
        says only &ldquo;{FEWER_THAN_5}&rdquo;, so that no small number can point at anyone. Posts and replies removed
        or hidden before their month was counted are not in it. Each action is in the{" "}
        <a href={paths.moderationLog}>moderation log</a>.
      </p>
      {report.status === "loading" && <p role="status">Loading…</p>}
      {report.status === "failed" && <ReadFailure message={report.message} onRetry={report.retry} />}
      {report.status === "done" && report.value.length === 0 && <p>No month has ended since the report began.</p>}
      {report.status === "done" &&
        report.value.map((month, index) => <Month key={month.month} month={month} newest={index === 0} />)}
    </article>
  );
}
