import { REPORT_REASON_LABELS, type ReportOutcome } from "@village/shared";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useRead } from "../../hooks/use-read";
import { fetchMyReports } from "./api/moderation-api";
import styles from "./components/Moderation.module.css";

const OUTCOMES: Record<ReportOutcome, string> = {
  pending: "Waiting for a moderator",
  kept: "Kept: a moderator found it within the guidelines",
  hidden: "Hidden",
  removed: "Removed",
};

/** /reports: what became of each report the signed-in person made. Nobody else sees it. */
export function YourReportsPage() {
  useDocumentTitle("Your reports");
  // A callable: nothing to abort, so an answer after leaving the page is ignored.
  const read = useRead("your-reports", fetchMyReports);
  const reports = read.status === "done" ? read.value : null;

  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading">Your reports</h1>
      {read.status === "failed" && <ReadFailure message={read.message} onRetry={read.retry} />}
      {read.status === "loading" && <p role="status">Loading…</p>}
      {reports?.length === 0 && <p>You have not reported any posts.</p>}
      <ul className={styles.list}>
        {reports?.map((report) => (
          <li key={report.postId} className={styles.entry}>
            <p>
              <strong>
                <bdi>{report.title ?? "[removed]"}</bdi>
              </strong>
            </p>
            <p>
              {REPORT_REASON_LABELS[report.reason]} · {OUTCOMES[report.outcome]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
