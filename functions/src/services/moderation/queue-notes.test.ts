import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import type { NoteSource } from "@village/shared";
import { FIRST_NOTES_KEPT, NOTES_KEPT, storedNotes, withNote, type QueueNote } from "./queue-notes";

const note = (from: NoteSource, minute: number): QueueNote => ({
  reason: "spam",
  note: `${from} ${minute}`,
  at: Timestamp.fromMillis(minute * 60_000),
  from,
});

/** "source 0", "source 1", … for minutes `from` up to `to` (excluded). */
const named = (source: NoteSource, from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `${source} ${from + index}`);

describe("withNote", () => {
  it("keeps every earlier note of another source however many signed-out notes follow", () => {
    let notes = withNote(withNote([], note("account", 0)), note("standing", 1));
    for (let minute = 2; minute < 40; minute++) notes = withNote(notes, note("signed-out", minute));
    const first = FIRST_NOTES_KEPT["signed-out"];
    const newest = NOTES_KEPT["signed-out"] - first;
    expect(notes.map((kept) => kept.note)).toEqual([
      "standing 1",
      "account 0",
      ...named("signed-out", 2, 2 + first),
      ...named("signed-out", 40 - newest, 40),
    ]);
  });

  it("keeps each source's first notes and its newest: neither filling ahead nor a flood after hides both", () => {
    let notes: QueueNote[] = [];
    for (let minute = 0; minute < 30; minute++) notes = withNote(notes, note("account", minute));
    const first = FIRST_NOTES_KEPT.account;
    expect(notes.map((kept) => kept.note)).toEqual([
      ...named("account", 0, first),
      ...named("account", 30 - (NOTES_KEPT.account - first), 30),
    ]);
  });

  it("gives every source places for its first notes and for its newest", () => {
    for (const source of ["standing", "account", "signed-out"] as const) {
      expect(FIRST_NOTES_KEPT[source]).toBeGreaterThan(0);
      expect(FIRST_NOTES_KEPT[source]).toBeLessThan(NOTES_KEPT[source]);
    }
  });

  it("reads older entries' notes, which carry no source, as signed out", () => {
    const stored = storedNotes([{ reason: "hate", note: "Old", at: Timestamp.fromMillis(5) }, { note: 3 }]);
    expect(stored).toEqual([{ reason: "hate", note: "Old", at: Timestamp.fromMillis(5), from: "signed-out" }]);
  });
});
