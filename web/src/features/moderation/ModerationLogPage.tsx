import { useEffect, useState } from "react";
import { Link } from "wouter";
import { logHeadline } from "@village/shared";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { errorMessage } from "../../lib/errors/error-message";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";
import { fetchLogPage, type LogCursor, type LogLine, type LogPage } from "./api/moderation-api";
import styles from "./components/Moderation.module.css";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** /moderation: every moderation action, newest first, a page at a time; never who moderated or reported. */
export function ModerationLogPage() {
  useDocumentTitle("Moderation log");
  const session = useSession();
  const [lines, setLines] = useState<LogLine[]>([]);
  const [next, setNext] = useState<LogCursor | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const show = (page: LogPage) => {
    setLines((shown) => [...shown, ...page.lines]);
    setNext(page.next);
    setLoading(false);
  };
  const fail = (caught: unknown) => {
    setError(errorMessage(caught));
    setLoading(false);
  };
  const loadMore = (after: LogCursor) => {
    setLoading(true);
    setError(null);
    fetchLogPage(after).then(show, fail);
  };

  useEffect(() => {
    fetchLogPage(null).then(show, fail);
    // Once, on arrival: later pages come from Load more.
  }, []);

  return (
    <section aria-labelledby="log-heading">
      <h1 id="log-heading">Moderation log</h1>
      <p>
        Every post hidden, restored, kept or removed, newest first, with the reason. It never says who moderated or who
        reported. Titles of posts removed for personal information show as [removed].
        {session.status === "signed-in" && (
          <>
            {" "}
            <Link href={paths.yourReports}>Your reports</Link>
          </>
        )}
      </p>
      {error && <p role="alert">Error: {error}</p>}
      {!loading && lines.length === 0 && !error && <p>No moderation actions yet.</p>}
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={line.id} className={styles.entry}>
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
              <time dateTime={line.at.toISOString()}>{when.format(line.at)}</time>
            </p>
          </li>
        ))}
      </ul>
      {loading && <p role="status">Loading…</p>}
      {next && !loading && (
        <button type="button" onClick={() => loadMore(next)}>
          Load more
        </button>
      )}
    </section>
  );
}
