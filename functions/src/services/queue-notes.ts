// The notes a post's queue entry keeps: one per voice (a report), sorted and capped by where they came from, so
// that no flood of cheap voices pushes anyone else's note out of the moderators' sight.
import { Timestamp } from "firebase-admin/firestore";
import { NOTE_SOURCES, type NoteSource } from "@village/shared";

export interface QueueNote {
  reason: string;
  note: string;
  at: Timestamp;
  from: NoteSource;
}

/**
 * How many notes the queue keeps from each source: accounts with standing first, then other accounts, then
 * signed-out voices. Each source keeps its first notes: a later flood from one source never displaces an
 * earlier note, and never any note of another source.
 */
export const NOTES_KEPT: Record<NoteSource, number> = { standing: 10, account: 5, "signed-out": 5 };

const sourceOf = (value: unknown): NoteSource =>
  NOTE_SOURCES.find((source) => source === value) ?? "signed-out";

/** The stored notes (older entries' notes carry no source: they count as signed out). */
export function storedNotes(value: unknown): QueueNote[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Record<string, unknown>) =>
    typeof entry.reason === "string" && typeof entry.note === "string"
      ? [
          {
            reason: entry.reason,
            note: entry.note,
            at: entry.at instanceof Timestamp ? entry.at : Timestamp.fromMillis(0),
            from: sourceOf(entry.from),
          },
        ]
      : [],
  );
}

/**
 * The notes with `added` (when its source still has room), in the order moderators read them: by source
 * (standing, account, signed out), oldest first within each.
 */
export function withNote(notes: QueueNote[], added: QueueNote | null): QueueNote[] {
  const all = added ? [...notes, added] : notes;
  return NOTE_SOURCES.flatMap((source) =>
    all
      .filter((note) => note.from === source)
      .sort((a, b) => a.at.toMillis() - b.at.toMillis())
      .slice(0, NOTES_KEPT[source]),
  );
}
