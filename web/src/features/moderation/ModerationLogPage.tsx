import { useEffect, useState } from "react";
import { Link } from "wouter";
import { logHeadline } from "@village/shared";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { errorMessage } from "../../lib/errors/error-message";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";
import { fetchLogPage, type LogCursor, type LogLine, type LogPage } from "./api/moderation-api";
import styles from "./components/Moderation.module.css";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
const clock = new Intl.DateTimeFormat("en-US", { timeStyle: "short" });
const HOUR_MS = 3_600_000;

/** A line's hour, as the log keeps it: each line's own time is random within that hour (decision 0034). */
function hourOf(at: Date): string {
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  return `${day.format(start)}, ${clock.format(start)}–${clock.format(new Date(start.getTime() + HOUR_MS))}`;
}

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
        What moderators did, newest hour first, with the reason: each post hidden, restored, kept or removed, on its
        own line, and each author suspended. It never says who moderated, who reported or who wrote a post, and within
        an hour the order says nothing. A post&apos;s title shows only while the post is up: once it is hidden or
        removed, by anyone, every line about it shows [removed]. Authors deleting their own posts is not moderation and
        is not listed.
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
              <time dateTime={line.at.toISOString()}>{hourOf(line.at)}</time>
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
