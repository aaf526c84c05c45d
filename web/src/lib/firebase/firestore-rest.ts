// Reads Firestore through its REST API (the same API the SDK's "lite" build speaks), because the home
// page's first visit must stay small: this module is 1.4 KiB gzipped where firebase/app with Firestore lite
// would add 33.9 KiB (docs/decisions/0001-rest-reader.md).
// Security rules apply exactly as for the SDK: requests carry no credentials, so rules see a signed-out
// reader.
//
// Firestore's REST format (its values, resource names, cursors) stays inside this module: callers pass and
// get plain values, documents by path, and opaque page cursors.
import { firebaseOptions, firestoreOrigin, useEmulators } from "./config";

type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Record<string, Value> } };

/** A document as read: its id, its path ("posts/abc") and its fields as plain values (times as Dates). */
export interface StoredDocument {
  id: string;
  path: string;
  data: Record<string, unknown>;
}

export type FilterValue = string | number | boolean | Date;

/** A value in a cursor: a field value, or a document (its full resource name) for ordering by id. */
type CursorValue = FilterValue | { reference: string };

declare const pageCursor: unique symbol;

/**
 * Where the next page starts: made by `cursorAfter` from the last document of a page, and understood only
 * by a query with the same order. Opaque to everyone else.
 */
export interface PageCursor {
  readonly [pageCursor]: true;
}

export interface Query {
  collection: string;
  /** Filters, combined with AND. */
  where?: { field: string | readonly string[]; op: "EQUAL" | "GREATER_THAN"; value: FilterValue }[];
  /** Sort order; use the field "__name__" for the document id. */
  orderBy: { field: string; direction: "ASCENDING" | "DESCENDING" }[];
  /** Start after this position (from `cursorAfter` with the same orderBy). */
  startAfter?: PageCursor;
  limit: number;
  /** Only these fields of each document are downloaded (a field mask; `["__name__"]` for none); all when absent. */
  select?: readonly string[];
}

const databasePath = `projects/${firebaseOptions.projectId}/databases/(default)/documents`;
const keyParam = useEmulators ? "" : `?key=${encodeURIComponent(firebaseOptions.apiKey)}`;

/** A field name as the REST API wants it: names with spaces or symbols go in backticks. */
function quote(segment: string): string {
  return /^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment.replace(/[`\\]/g, "\\$&")}\``;
}

/** A field path: one name, or the segments of a path into maps (["k", "gal"] is the `gal` entry of `k`). */
function fieldPath(field: string | readonly string[]): string {
  return typeof field === "string" ? quote(field) : field.map(quote).join(".");
}

/** The full resource name of the document at `path` ("suggestions/abc"), as cursors refer to it. */
function documentName(path: string): string {
  return `${databasePath}/${path}`;
}

/** The path of a document ("suggestions/abc") from its full resource name. */
function pathOf(name: string): string {
  const marker = "/documents/";
  return name.slice(name.indexOf(marker) + marker.length);
}

// Firestore keeps times to the microsecond, a Date only to the millisecond. Each time read is remembered
// exactly, so that a cursor made from it points at its document and not a fraction of a millisecond off
// (where posts in that fraction would be skipped).
const exactTimes = new WeakMap<Date, string>();

/**
 * A time read elsewhere as RFC 3339 text (`/api/home`'s answer), as a Date that a cursor turns back into that
 * exact text, as it does for a time read here.
 */
export function exactTime(text: string): Date {
  const time = new Date(text);
  exactTimes.set(time, text);
  return time;
}

function encode(value: CursorValue): Value {
  if (typeof value === "object" && !(value instanceof Date)) return { referenceValue: value.reference };
  if (value instanceof Date) return { timestampValue: exactTimes.get(value) ?? value.toISOString() };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

function decode(value: Value): unknown {
  if ("nullValue" in value) return null;
  if ("booleanValue" in value) return value.booleanValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("timestampValue" in value) return exactTime(value.timestampValue);
  if ("stringValue" in value) return value.stringValue;
  if ("referenceValue" in value) return value.referenceValue;
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(decode);
  return decodeFields(value.mapValue.fields ?? {});
}

function decodeFields(fields: Record<string, Value>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

/** A cursor's values, one per orderBy entry (a cursor is made as this list, see cursorAfter). */
const cursorValues = (cursor: PageCursor) => cursor as unknown as readonly CursorValue[];

function structuredQuery(query: Query) {
  const filters = (query.where ?? []).map((filter) => ({
    fieldFilter: { field: { fieldPath: fieldPath(filter.field) }, op: filter.op, value: encode(filter.value) },
  }));
  return {
    ...(query.select ? { select: { fields: query.select.map((field) => ({ fieldPath: fieldPath(field) })) } } : {}),
    from: [{ collectionId: query.collection }],
    ...(filters.length === 1 ? { where: filters[0] } : {}),
    ...(filters.length > 1 ? { where: { compositeFilter: { op: "AND", filters } } } : {}),
    orderBy: query.orderBy.map(({ field, direction }) => ({ field: { fieldPath: fieldPath(field) }, direction })),
    ...(query.startAfter ? { startAt: { values: cursorValues(query.startAfter).map(encode), before: false } } : {}),
    limit: query.limit,
  };
}

const isFilterValue = (value: unknown): value is FilterValue =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value instanceof Date;

/**
 * The cursor just after `document` in a query ordered by `orderBy` (its value of each field, and the
 * document itself for "__name__"), or null when the document lacks one of those fields.
 */
export function cursorAfter(document: StoredDocument, orderBy: Query["orderBy"]): PageCursor | null {
  const values: CursorValue[] = [];
  for (const { field } of orderBy) {
    const value = field === "__name__" ? { reference: documentName(document.path) } : document.data[field];
    if (!(field === "__name__" || isFilterValue(value))) return null;
    values.push(value as CursorValue);
  }
  return values as unknown as PageCursor;
}

export class FirestoreReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FirestoreReadError";
  }
}

async function post<T>(method: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${firestoreOrigin}/v1/${databasePath}:${method}${keyParam}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new FirestoreReadError(`Firestore ${method} failed (${response.status}): ${text}`);
  }
  return (await response.json()) as T;
}

/** Runs a query and returns its documents in order. */
export async function runQuery(query: Query, signal?: AbortSignal): Promise<StoredDocument[]> {
  const rows = await post<{ document?: { name: string; fields?: Record<string, Value> } }[]>(
    "runQuery",
    { structuredQuery: structuredQuery(query) },
    signal,
  );
  return rows.flatMap((row) =>
    row.document
      ? [
          {
            id: row.document.name.slice(row.document.name.lastIndexOf("/") + 1),
            path: pathOf(row.document.name),
            data: decodeFields(row.document.fields ?? {}),
          },
        ]
      : [],
  );
}

/**
 * Reads one document by path ("meta/home"), or null when it does not exist. Uses batchGet, which
 * answers "missing" rather than a 404 that the browser would log as an error.
 */
export async function getDocument(path: string, signal?: AbortSignal): Promise<StoredDocument | null> {
  const [row] = await post<{ found?: { name: string; fields?: Record<string, Value> } }[]>(
    "batchGet",
    { documents: [documentName(path)] },
    signal,
  );
  const found = row?.found;
  return found ? { id: path.slice(path.lastIndexOf("/") + 1), path, data: decodeFields(found.fields ?? {}) } : null;
}
