import "../zod-config.js";
import { z } from "zod";

/**
 * A Firestore timestamp as a stored document holds it. Structural on purpose: shared/ cannot import
 * firebase-admin (the web bundle would carry it, and the web SDK's Timestamp is another class), so the check
 * is for what both SDKs' Timestamp have. A Date has no `toMillis`, so it is refused, as Firestore never
 * returns one. The functions read these fields as the Admin SDK's Timestamp, which has every member below.
 */
export interface StoredTime {
  readonly seconds: number;
  readonly nanoseconds: number;
  toMillis(): number;
  toDate(): Date;
}

export const isStoredTime = (value: unknown): value is StoredTime =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { toMillis?: unknown }).toMillis === "function" &&
  typeof (value as { seconds?: unknown }).seconds === "number" &&
  typeof (value as { nanoseconds?: unknown }).nanoseconds === "number";

export const storedTime = z.custom<StoredTime>(isStoredTime, { error: "must be a Firestore timestamp" });

/**
 * A field of a document administrators may edit by hand in the Firebase console: a value of the wrong type
 * reads as absent, as the code always treated it (`typeof x === "string" ? x : undefined`), rather than
 * failing the read of the whole document, which would stop the trigger from following the edit.
 */
export const ifValid = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
