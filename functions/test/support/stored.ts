// Reading what the functions stored, with the Admin SDK (as an admin would in the console).
import { expect } from "vitest";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "./clients";

/** The stored fields of one post; fails the test when the document does not exist. */
export async function storedPost(id: string): Promise<Record<string, unknown>> {
  const snapshot = await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get();
  const data: Record<string, unknown> | undefined = snapshot.data();
  if (data === undefined) throw new Error(`No post with id ${id} was stored.`);
  return data;
}

/** How many posts the collection holds. */
export async function storedPostCount(): Promise<number> {
  return (await adminDb().collection(SUGGESTIONS_COLLECTION).count().get()).data().count;
}

/** A stored value that must be a Firestore timestamp; fails the test otherwise. */
export function timestampOf(value: unknown): Timestamp {
  if (!(value instanceof Timestamp)) throw new Error(`Expected a Firestore timestamp, got ${JSON.stringify(value)}.`);
  return value;
}

let probes = 0;

/** The Firestore emulator's current time: the server timestamp of a probe document written outside `suggestions`. */
async function emulatorNow(): Promise<Timestamp> {
  const ref = adminDb().collection("test-clock").doc(`probe-${++probes}`);
  await ref.set({ at: FieldValue.serverTimestamp() });
  return timestampOf((await ref.get()).get("at"));
}

/**
 * Saves a post with `save` between two readings of the emulator's clock, and checks that its stored
 * `createdAt` is the server's time of the save (and near this machine's clock).
 */
export async function expectServerCreatedAt(save: () => Promise<{ id: string }>): Promise<void> {
  const before = await emulatorNow();
  const { id } = await save();
  const after = await emulatorNow();

  const createdAt = timestampOf((await storedPost(id)).createdAt);
  expect(createdAt.toMillis()).toBeGreaterThanOrEqual(before.toMillis());
  expect(createdAt.toMillis()).toBeLessThanOrEqual(after.toMillis());
  expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(60_000);
}

/** Each post's `rand` lies in [0, 1), and no two are equal. */
export async function expectDistinctRands(ids: string[]): Promise<void> {
  const rands = await Promise.all(ids.map(async (id) => (await storedPost(id)).rand));
  for (const rand of rands) {
    expect(rand).toBeGreaterThanOrEqual(0);
    expect(rand).toBeLessThan(1);
  }
  expect(new Set(rands).size).toBe(rands.length);
}
