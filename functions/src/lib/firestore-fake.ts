// An in-memory stand-in for Firestore, for the services' unit tests: documents held as raw data by path and
// read through the converter each typed reference carries (the one collections.ts gives it), so a unit test
// meets the parse production meets, a malformed document included. Only what the services call is here:
// references, simple queries (equality, `in`, `>=`; order and cursors ignored, as tests stay under a page),
// transactions, batches and a bulk writer, each applying its writes at once. Emulator tests cover the rest.
import { FieldValue, Timestamp, type Firestore, type FirestoreDataConverter } from "firebase-admin/firestore";

type Raw = Record<string, unknown>;
type Converter = FirestoreDataConverter<unknown, Raw> | null;
type Filter = [field: string, op: string, value: unknown];

export interface FakeFirestore {
  /** The stand-in, typed as what the services take. */
  db: Firestore;
  /** The stored documents by path, as raw data: what a test sets up and what writes leave. */
  docs: Map<string, Raw>;
  /** Every write in order, as `set path`, `update path`, `create path` or `delete path`. */
  writes: string[];
}

const matches = (raw: Raw, [field, op, value]: Filter) => {
  const stored = raw[field];
  if (op === "==") return stored === value;
  if (op === "in") return Array.isArray(value) && value.includes(stored);
  if (op === ">=") return typeof stored === "string" && typeof value === "string" && stored >= value;
  throw new Error(`The Firestore fake has no "${op}" filter.`);
};

/** A fake holding `initial` (path → raw fields); every read and server timestamp is at `now`. */
export function fakeFirestore(initial: Record<string, Raw>, now = Timestamp.fromMillis(Date.UTC(2026, 5, 1))) {
  const docs = new Map(Object.entries(initial));
  const writes: string[] = [];

  const isSentinel = (value: unknown, sentinel: FieldValue) => value instanceof FieldValue && value.isEqual(sentinel);
  const withValues = (before: Raw | undefined, data: Raw): Raw =>
    Object.fromEntries(
      Object.entries({ ...before, ...data }).flatMap(([field, value]) =>
        isSentinel(value, FieldValue.delete())
          ? []
          : [[field, isSentinel(value, FieldValue.serverTimestamp()) ? now : value]],
      ),
    );
  const write = (kind: string, path: string, data?: Raw, merge = false): void => {
    writes.push(`${kind} ${path}`);
    if (kind === "delete") docs.delete(path);
    else if (kind === "update" && !docs.has(path)) throw Object.assign(new Error(`No document ${path}`), { code: 5 });
    else if (kind === "create" && docs.has(path)) throw Object.assign(new Error(`${path} exists`), { code: 6 });
    else docs.set(path, withValues(kind === "update" || merge ? docs.get(path) : undefined, data ?? {}));
  };

  /** A write as the SDK's promise of it: settled once applied, rejected as the SDK would. */
  const written = (apply: () => void): Promise<void> => {
    try {
      apply();
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  function snapshotOf(path: string, converter: Converter) {
    const raw = docs.get(path);
    const ref = docRef(path, converter);
    return {
      id: ref.id,
      ref,
      exists: raw !== undefined,
      readTime: now,
      updateTime: raw === undefined ? undefined : now,
      data: () =>
        raw === undefined ? undefined : converter ? converter.fromFirestore({ data: () => raw, ref } as never) : raw,
    };
  }

  function docRef(path: string, converter: Converter) {
    return {
      path,
      id: path.split("/").at(-1) ?? "",
      get: () => Promise.resolve(snapshotOf(path, converter)),
      withConverter: (next: Converter) => docRef(path, next),
      collection: (name: string) => query(`${path}/${name}`, null, []),
      set: (data: Raw) => written(() => write("set", path, data)),
      create: (data: Raw) => written(() => write("create", path, data)),
      update: (data: Raw) => written(() => write("update", path, data)),
      delete: () => written(() => write("delete", path)),
    };
  }
  type Ref = ReturnType<typeof docRef>;

  // A document of the collection itself, not of a subcollection under one of its documents.
  const isIn = (collection: string, path: string) =>
    path.startsWith(`${collection}/`) && !path.slice(collection.length + 1).includes("/");

  function query(collection: string, converter: Converter, filters: Filter[]) {
    const self = {
      where: (field: string, op: string, value: unknown) =>
        query(collection, converter, [...filters, [field, op, value]]),
      orderBy: () => self,
      startAfter: () => self,
      limit: () => self,
      select: () => query(collection, null, filters),
      withConverter: (next: Converter) => query(collection, next, filters),
      doc: (id: string) => docRef(`${collection}/${id}`, converter),
      get: () => {
        const found = paths().map((path) => snapshotOf(path, converter));
        return Promise.resolve({ docs: found, size: found.length, empty: found.length === 0 });
      },
      count: () => ({ get: () => Promise.resolve({ data: () => ({ count: paths().length }) }) }),
    };
    const paths = () =>
      [...docs.entries()]
        .filter(([path, raw]) => isIn(collection, path) && filters.every((filter) => matches(raw, filter)))
        .map(([path]) => path);
    return self;
  }

  const writer = () => ({
    set: (ref: Ref, data: Raw, options?: { merge?: boolean }) => write("set", ref.path, data, options?.merge),
    create: (ref: Ref, data: Raw) => write("create", ref.path, data),
    update: (ref: Ref, data: Raw) => write("update", ref.path, data),
    delete: (ref: Ref) => write("delete", ref.path),
  });
  const transaction = {
    ...writer(),
    get: (target: { get: () => Promise<unknown> }) => target.get(),
    getAll: (...refs: Ref[]) => Promise.all(refs.map((ref) => ref.get())),
  };
  const db = {
    collection: (name: string) => query(name, null, []),
    doc: (path: string) => docRef(path, null),
    getAll: (...refs: Ref[]) => Promise.all(refs.map((ref) => ref.get())),
    runTransaction: <T>(body: (tx: typeof transaction) => Promise<T>) => body(transaction),
    batch: () => ({ ...writer(), commit: () => Promise.resolve([]) }),
    bulkWriter: () => ({
      onWriteError: () => undefined,
      update: (ref: Ref, data: Raw) => written(() => write("update", ref.path, data)),
      close: () => Promise.resolve(),
    }),
  };
  const fake: FakeFirestore = { db: db as unknown as Firestore, docs, writes };
  return fake;
}
