import { REPORT_REASON_LABELS, type MyReport, type ReportOutcome } from "@village/shared";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { RequireSession } from "../../components/session/RequireSession";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useRead } from "../../hooks/reads/use-read";
import { postPath } from "../../lib/paths";
import { fetchMyReports } from "./api/moderation-api";
import styles from "./components/Moderation.module.css";

const OUTCOMES: Record<ReportOutcome, string> = {
  pending: "Waiting for a moderator",
  kept: "Kept: a moderator found it within the guidelines",
  hidden: "Hidden",
  removed: "Removed",
};

/**
 * /reports: what became of each report the signed-in person made. Nobody else sees it: its frame (heading and
 * what it is for) is the same for everyone, which the build renders, and the others are sent to sign in
 * (docs/decisions/0106).
 */
export function YourReportsPage() {
  useDocumentTitle("Your reports");
  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading">Your reports</h1>
      <p>What became of each post or reply you reported: waiting for a moderator, kept, hidden or removed.</p>
      <RequireSession>
        <Reports />
      </RequireSession>
    </section>
  );
}

function Reports() {
  // A callable: nothing to abort, so an answer after leaving the page is ignored.
  const read = useRead("your-reports", fetchMyReports);
  const reports = read.status === "done" ? read.value : null;

  return (
    <>
      {read.status === "failed" && <ReadFailure message={read.message} onRetry={read.retry} />}
      {read.status === "loading" && <p role="status">Loading…</p>}
      {reports?.length === 0 && <p>You have not reported anything.</p>}
      <ul className={styles.list}>
        {reports?.map((report) => (
          <li key={`${report.postId}_${report.replyId ?? ""}`} className={styles.entry}>
            <p>
              <strong>
                {report.replyId === undefined ? <bdi>{report.title ?? "[removed]"}</bdi> : <ReplyOn report={report} />}
              </strong>
            </p>
            <p>
              {REPORT_REASON_LABELS[report.reason]} · {OUTCOMES[report.outcome]}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A reply's report, named by its post: "A reply on <title>", linked to the reply in its thread while it is up
 * (to the thread once the reply is hidden or removed), and to nothing once the post is out of view. Nothing
 * of the reply's writer, which the reporter saw only as the thread showed it (decision 0121).
 */
function ReplyOn({ report }: { report: MyReport }) {
  const up = report.outcome === "pending" || report.outcome === "kept";
  const post = report.threadUp ? (report.title === undefined ? "an untitled post" : report.title) : "a removed post";
  const named = (
    <>
      A reply on <bdi>{post}</bdi>
    </>
  );
  if (!report.threadUp) return named;
  // A document load, not the router's: the browser then scrolls to the reply (ReplyItem's element id).
  const href = `${postPath(report.postId)}${up && report.replyId ? `#reply-${report.replyId}` : ""}`;
  return <a href={href}>{named}</a>;
}
