import { useEffect, useState } from "react";
import { REPORT_REASON_LABELS, type MyReport, type ReportOutcome } from "@village/shared";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { errorMessage } from "../../lib/errors/error-message";
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
  const [reports, setReports] = useState<MyReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchMyReports().then(setReports, (caught: unknown) => setError(errorMessage(caught)));
  }, []);

  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading">Your reports</h1>
      {error && <p role="alert">Error: {error}</p>}
      {reports === null && !error && <p role="status">Loading…</p>}
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
