// The notes a post's queue entry keeps: one per voice (a report), sorted and capped by where they came from, so
// that no flood of cheap voices pushes another source's notes out of the moderators' sight; within a source the
// first few and the newest are kept, so that neither places filled ahead of later reporters nor a flood after
// them hides every note a source brought (docs/decisions/0093).
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
 * signed-out voices. A flood from one source never displaces another source's notes (and its reports still
 * show in the reason counts).
 */
export const NOTES_KEPT: Record<NoteSource, number> = { standing: 10, account: 5, "signed-out": 5 };

/**
 * Of a source's places, how many its first notes keep for good; the rest go to its newest. Only first ones
 * could be squatted (an author reports their own post first, from fresh signed-out identities and new
 * accounts, and every later reporter's note was dropped: issue #44); only newest ones could be flooded (a
 * flood after a reporter pushes their note out). Split, a reporter's note is lost only to both at once.
 */
export const FIRST_NOTES_KEPT: Record<NoteSource, number> = { standing: 5, account: 2, "signed-out": 2 };

const sourceOf = (value: unknown): NoteSource => NOTE_SOURCES.find((source) => source === value) ?? "signed-out";

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
 * The notes with `added`, each source keeping its first `FIRST_NOTES_KEPT` and its newest up to `NOTES_KEPT`
 * in all, in the order moderators read them: by source (standing, account, signed out), oldest first within
 * each.
 */
export function withNote(notes: QueueNote[], added: QueueNote | null): QueueNote[] {
  const all = added ? [...notes, added] : notes;
  return NOTE_SOURCES.flatMap((source) => {
    const sorted = all.filter((note) => note.from === source).sort((a, b) => a.at.toMillis() - b.at.toMillis());
    if (sorted.length <= NOTES_KEPT[source]) return sorted;
    const first = FIRST_NOTES_KEPT[source];
    return [...sorted.slice(0, first), ...sorted.slice(first - NOTES_KEPT[source])];
  });
}
