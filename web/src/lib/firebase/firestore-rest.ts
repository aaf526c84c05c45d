// Reads Firestore through its REST API (the same API the SDK's "lite" build speaks), because the home
// page's first visit must stay small: this module is 1.4 KiB gzipped where firebase/app with Firestore lite
// would add 33.9 KiB (docs/decisions/0001-rest-reader.md).
// Security rules apply exactly as for the SDK: requests carry no credentials, so rules see a signed-out
// reader.
//
// Firestore's REST format (its values, resource names, cursors) stays inside this module: callers pass and
// get plain values and documents by path.
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

/**
 * A document as read: its id, its path ("posts/abc") and its fields as plain values, times as the RFC 3339
 * text Firestore sent (exact to the microsecond, which a Date is not: a cursor made from it points at its
 * document, not a fraction of a millisecond off, where posts in that fraction would be skipped).
 */
export interface StoredDocument {
  id: string;
  path: string;
  data: Record<string, unknown>;
}

/**
 * A value of a query's start position, one per orderBy entry: a time as RFC 3339 text, or a document by path
 * ("posts/abc") for ordering by id.
 */
export type StartValue = { timestamp: string } | { reference: string };

export interface Query {
  /** The document a subcollection is under ("posts/abc" for its replies); none for a top-level collection. */
  parent?: string;
  collection: string;
  /** Sort order; use the field "__name__" for the document id. */
  orderBy: { field: string; direction: "ASCENDING" | "DESCENDING" }[];
  /** Start after this position: one value per orderBy entry. */
  startAfter?: readonly StartValue[];
  limit: number;
}

const databasePath = `projects/${firebaseOptions.projectId}/databases/(default)/documents`;
const keyParam = useEmulators ? "" : `?key=${encodeURIComponent(firebaseOptions.apiKey)}`;

/** A field name as the REST API wants it: names with spaces or symbols go in backticks. */
function fieldPath(field: string): string {
  return /^[A-Za-z_][A-Za-z_0-9]*$/.test(field) ? field : `\`${field.replace(/[`\\]/g, "\\$&")}\``;
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

function encode(value: StartValue): Value {
  return "timestamp" in value ? { timestampValue: value.timestamp } : { referenceValue: documentName(value.reference) };
}

function decode(value: Value): unknown {
  if ("nullValue" in value) return null;
  if ("booleanValue" in value) return value.booleanValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("timestampValue" in value) return value.timestampValue;
  if ("stringValue" in value) return value.stringValue;
  if ("referenceValue" in value) return value.referenceValue;
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(decode);
  return decodeFields(value.mapValue.fields ?? {});
}

function decodeFields(fields: Record<string, Value>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

function structuredQuery(query: Query) {
  return {
    from: [{ collectionId: query.collection }],
    orderBy: query.orderBy.map(({ field, direction }) => ({ field: { fieldPath: fieldPath(field) }, direction })),
    ...(query.startAfter ? { startAt: { values: query.startAfter.map(encode), before: false } } : {}),
    limit: query.limit,
  };
}

export class FirestoreReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FirestoreReadError";
  }
}

async function post<T>(method: string, body: unknown, signal?: AbortSignal, parent?: string): Promise<T> {
  const resource = parent === undefined ? databasePath : documentName(parent);
  const response = await fetch(`${firestoreOrigin}/v1/${resource}:${method}${keyParam}`, {
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
    query.parent,
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
