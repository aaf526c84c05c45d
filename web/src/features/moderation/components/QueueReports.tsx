import { NOTE_SOURCES, REPORT_REASON_LABELS, REPORT_REASONS, type NoteSource, type QueueItem } from "@village/shared";
import styles from "./Moderation.module.css";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Where each note came from, never who. */
const SOURCE_LABELS: Record<NoteSource, string> = {
  standing: "Account with standing",
  account: "Account",
  "signed-out": "Signed out",
};

export function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{when.format(new Date(iso))}</time>;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * A queue entry's reports: how many voices reported, how many of them were accounts and how many counted
 * toward hiding, the reasons, reports since a moderator acted, and the notes by where they came from.
 */
export function QueueReports({ item }: { item: QueueItem }) {
  const signedOut = Math.max(0, item.reports - item.accounts);
  return (
    <>
      <p className={styles.muted}>
        {plural(item.reports, "report")} ({item.accounts} from signed-in accounts, {item.counted} counted toward hiding;{" "}
        {signedOut} signed out):{" "}
        {REPORT_REASONS.flatMap((key) => {
          const count = item.reasons[key];
          return count ? [`${REPORT_REASON_LABELS[key]} × ${count}`] : [];
        }).join(", ")}
      </p>
      {item.reviewed && item.newReports > 0 && (
        <p className={styles.hint}>
          {plural(item.newReports, "new report")} since a moderator acted. Hide acknowledges them; the post stays
          hidden.
        </p>
      )}
      {NOTE_SOURCES.map((source) => {
        const notes = item.notes.filter((note) => note.from === source);
        return notes.length === 0 ? null : (
          <section key={source} aria-label={`Notes: ${SOURCE_LABELS[source]}`}>
            <p className={styles.muted}>Notes ({SOURCE_LABELS[source].toLowerCase()}):</p>
            <ul>
              {notes.map((note) => (
                <li key={`${note.at}-${note.note}`}>
                  {REPORT_REASON_LABELS[note.reason]} (<Time iso={note.at} />
                  ): <bdi>{note.note}</bdi>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
