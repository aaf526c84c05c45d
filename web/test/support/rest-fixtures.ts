// Firestore REST values for the tests of the REST reader (web/src/lib/firebase/firestore-rest.ts), which stub
// `fetch` with replies shaped as the REST API sends them. Kept outside src/, where no app code can import it.
// It is written apart from the reader's own encoding on purpose, so that a test does not check the reader
// against itself.

/** A timestamp exactly as Firestore sends it, to the microsecond ("2026-01-01T00:00:35.123456Z"). */
class ExactTime {
  constructor(readonly time: string) {}
}

/** A reference to a document: its full resource name (or a matcher for one, in an expectation). */
class Reference {
  constructor(readonly name: unknown) {}
}

export const restTimestamp = (time: string) => new ExactTime(time);
export const restReference = (name: unknown) => new Reference(name);

/**
 * A value as the REST API encodes it: strings, numbers, booleans, null, Dates (to the millisecond, else
 * `restTimestamp`), `restReference`s, arrays and objects (as maps).
 */
export function restValue(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (value instanceof ExactTime) return { timestampValue: value.time };
  if (value instanceof Reference) return { referenceValue: value.name };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number") {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === "object") return { mapValue: { fields: restFields(value) } };
  throw new Error(`Firestore has no value for a ${typeof value}`);
}

/** An object's fields as the REST API encodes a document's or a map's. */
export function restFields(object: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, restValue(value)]));
}
