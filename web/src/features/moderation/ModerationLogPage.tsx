import { Link } from "wouter";
import { logHeadline } from "@village/shared";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { usePagedRead } from "../../hooks/reads/use-paged-read";
import { GUIDELINES_LOG_SECTION, paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";
import { fetchLogPage, type LogCursor } from "./api/moderation-api";
import styles from "./components/Moderation.module.css";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
const clock = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });
const HOUR_MS = 3_600_000;

/** `/transparency`, the monthly report (ModerationLogPage.test.tsx holds it to TRANSPARENCY_PATH). */
const TRANSPARENCY_LINK = "/transparency";

/** A line's hour, as the log keeps it: each line's own time is random within that hour (decision 0034). */
function hourOf(at: Date): string {
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  return `${day.format(start)}, ${clock.format(start)}–${clock.format(new Date(start.getTime() + HOUR_MS))}`;
}

/** The log's pages, over `fetch`: leaving the page or a newer read aborts the one on its way. */
const readLog = async (_key: string, after: LogCursor | null, signal: AbortSignal) => {
  const page = await fetchLogPage(after, signal);
  return { items: page.lines, next: page.next };
};

/** /moderation: every moderation action, newest first, a page at a time; never who moderated or reported. */
export function ModerationLogPage() {
  useDocumentTitle("Moderation log");
  const session = useSession();
  const log = usePagedRead(readLog);
  const lines = log.items ?? [];
  const reading = log.first === "loading" || log.more === "loading";

  return (
    <section aria-labelledby="log-heading">
      <h1 id="log-heading">Moderation log</h1>
      <p>
        What moderators did and why, newest hour first. It never says who moderated, who reported or who wrote a post.{" "}
        {/* A document load, not the router's: the browser then scrolls to the section, as for any fragment. */}
        <a href={`${paths.guidelines}#${GUIDELINES_LOG_SECTION}`}>How the log works</a>{" "}
        {/* A document load: the transparencyPage function draws the report into it (TRANSPARENCY_PATH; written
            out here, as importing it would make the module a chunk of its own for the home route to list). */}
        <a href={TRANSPARENCY_LINK}>Monthly figures</a>
        {session.status === "signed-in" && (
          <>
            {" "}
            <Link href={paths.yourReports}>Your reports</Link>
          </>
        )}
      </p>
      {log.first === "failed" && <ReadFailure message={log.message ?? ""} onRetry={log.retry} />}
      {log.items?.length === 0 && <p>No moderation actions yet.</p>}
      <ul className={styles.list}>
        {lines.map((line, index) => (
          // Lines carry no id (an id could group them: decisions/0087); pages only append, so a place is stable.
          <li key={index} className={styles.entry}>
            <p>
              <strong>{logHeadline(line)}</strong>
              {line.title !== undefined && (
                <>
                  {": "}
                  <bdi>{line.title}</bdi>
                </>
              )}
            </p>
            <p>Reason: {line.reason}</p>
            <p className={styles.muted}>
              <time dateTime={line.at.toISOString()}>{hourOf(line.at)}</time>
            </p>
          </li>
        ))}
      </ul>
      {reading && <p role="status">Loading…</p>}
      {log.more === "failed" && <ReadFailure message={log.message ?? ""} onRetry={log.retry} />}
      {log.first === "ready" && log.next !== null && log.more === "idle" && (
        <button type="button" onClick={log.loadMore}>
          Load more
        </button>
      )}
    </section>
  );
}
