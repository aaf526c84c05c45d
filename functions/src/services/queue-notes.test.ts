import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import type { NoteSource } from "@village/shared";
import { NOTES_KEPT, storedNotes, withNote, type QueueNote } from "./queue-notes";

const note = (from: NoteSource, minute: number): QueueNote => ({
  reason: "spam",
  note: `${from} ${minute}`,
  at: Timestamp.fromMillis(minute * 60_000),
  from,
});

describe("withNote", () => {
  it("keeps every earlier note of another source however many signed-out notes follow", () => {
    let notes = withNote(withNote([], note("account", 0)), note("standing", 1));
    for (let minute = 2; minute < 40; minute++) notes = withNote(notes, note("signed-out", minute));
    expect(notes.map((kept) => kept.note)).toEqual([
      "standing 1",
      "account 0",
      ...Array.from({ length: NOTES_KEPT["signed-out"] }, (_, index) => `signed-out ${index + 2}`),
    ]);
  });

  it("keeps each source's first notes, so a later flood never displaces them", () => {
    let notes: QueueNote[] = [];
    for (let minute = 0; minute < 30; minute++) notes = withNote(notes, note("account", minute));
    expect(notes).toHaveLength(NOTES_KEPT.account);
    expect(notes[0]?.note).toBe("account 0");
  });

  it("reads older entries' notes, which carry no source, as signed out", () => {
    const stored = storedNotes([{ reason: "hate", note: "Old", at: Timestamp.fromMillis(5) }, { note: 3 }]);
    expect(stored).toEqual([{ reason: "hate", note: "Old", at: Timestamp.fromMillis(5), from: "signed-out" }]);
  });
});
