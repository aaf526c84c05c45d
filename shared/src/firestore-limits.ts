/**
 * Firestore's per-document limits, and a measure of a document against them. The emulator enforces none of
 * them, so the trigger checks every document it derives before writing it (a document over a limit would be
 * refused in production, and a refused write must not look like a success here), and the tests measure what
 * was stored.
 *
 * Sizes follow Firestore's storage-size rules: a string is its UTF-8 bytes plus one; numbers and times 8;
 * booleans and null 1; a map the names and values it holds; a document its name plus 16, its fields, plus 32.
 */

export const FIRESTORE_LIMITS = {
  /** Fields per document, each field of a map counted as well as the map. */
  fields: 20_000,
  /** Index entries per document. */
  indexEntries: 40_000,
  /** Bytes per document. */
  bytes: 1_048_576,
} as const;

export interface DocumentMeasure {
  fields: number;
  /**
   * Index entries if every field were indexed both ways (ascending and descending), and every array element
   * for array-contains and in one composite index (as the search index's keys are): an upper bound, whatever
   * the index settings.
   */
  indexEntriesAtMost: number;
  bytes: number;
}

const utf8 = new TextEncoder();
const stringSize = (value: string) => utf8.encode(value).length + 1;

const isTimeLike = (value: object) =>
  value instanceof Date || ("seconds" in value && "nanoseconds" in value && "toMillis" in value);

interface Tally {
  fields: number;
  arrayElements: number;
}

function valueSize(value: unknown, tally: Tally): number {
  if (value === null || value === undefined || typeof value === "boolean") return 1;
  if (typeof value === "string") return stringSize(value);
  if (typeof value === "number" || typeof value === "bigint") return 8;
  if (typeof value !== "object") return 8;
  if (isTimeLike(value)) return 8;
  if (Array.isArray(value)) {
    tally.arrayElements += value.length;
    return value.reduce((sum: number, element: unknown) => sum + valueSize(element, tally), 0);
  }
  // A map, or a write sentinel (an increment, a server timestamp): those store a number or a time.
  const entries = Object.entries(value);
  if (entries.length === 0 && value.constructor !== Object) return 8;
  return fieldsSize(entries, tally);
}

function fieldsSize(entries: [string, unknown][], tally: Tally): number {
  let size = 0;
  for (const [name, value] of entries) {
    tally.fields += 1;
    size += stringSize(name) + valueSize(value, tally);
  }
  return size;
}

/** How `data`, stored at `path` ("posts/abc"), measures against Firestore's limits. */
export function measureDocument(path: string, data: object): DocumentMeasure {
  const nameSize = path.split("/").reduce((sum, segment) => sum + stringSize(segment), 16);
  const tally: Tally = { fields: 0, arrayElements: 0 };
  const bytes = nameSize + fieldsSize(Object.entries(data), tally) + 32;
  return { fields: tally.fields, indexEntriesAtMost: 2 * tally.fields + 2 * tally.arrayElements, bytes };
}

/** The limits `data` would break at `path`, in words; empty when it is within all of them. */
export function limitsBroken(path: string, data: object): string[] {
  const measure = measureDocument(path, data);
  const broken: string[] = [];
  if (measure.fields > FIRESTORE_LIMITS.fields) broken.push(`${measure.fields} fields`);
  if (measure.indexEntriesAtMost > FIRESTORE_LIMITS.indexEntries) {
    broken.push(`up to ${measure.indexEntriesAtMost} index entries`);
  }
  if (measure.bytes > FIRESTORE_LIMITS.bytes) broken.push(`${measure.bytes} bytes`);
  return broken;
}
