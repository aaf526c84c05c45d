import { describe, expect, it, vi } from "vitest";
import {
  FieldValue,
  Firestore,
  Timestamp,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { queueEntryDocument } from "@village/shared/documents";
import { collections, converterFor, getEach, StoredDocumentError } from "./collections";

// References are built without a connection; nothing here reaches Firestore.
const db = new Firestore({ projectId: "demo-unit" });

const snapshotOf = (path: string, data: unknown) =>
  ({ data: () => data, ref: { path } }) as unknown as QueryDocumentSnapshot;

describe("converterFor", () => {
  const converter = converterFor("moderationQueue", queueEntryDocument);

  it("reads a document as its schema's type", () => {
    const since = Timestamp.fromMillis(0);
    expect(converter.fromFirestore(snapshotOf("moderationQueue/p1", { rank: 2, since, reports: 3 }))).toEqual({
      rank: 2,
      since,
      reports: 3,
    });
  });

  it("refuses a malformed document with an error naming the document, its kind and the field", () => {
    const read = () => converter.fromFirestore(snapshotOf("moderationQueue/p1", { rank: "first" }));
    expect(read).toThrow(StoredDocumentError);
    expect(read).toThrow(/^moderationQueue\/p1 is not a valid moderationQueue document: .*rank/s);
  });
});

describe("typed writes (checked by typecheck: each @ts-expect-error must be an error)", () => {
  it("refuses unknown fields and wrong types in set() and update(), dotted paths and sentinels included", () => {
    const stored = collections(db);
    const post = stored.suggestions.doc("p1");
    const queue = stored.moderationQueue.doc("p1");
    const written: unknown[] = [];
    const transaction = {
      update: (_ref: unknown, data: unknown) => written.push(data),
      set: (_ref: unknown, data: unknown) => written.push(data),
    } as unknown as Transaction;

    transaction.update(post, { hidden: FieldValue.delete(), hiddenReason: "Spam" });
    transaction.update(queue, { "reasons.spam": 2, since: FieldValue.serverTimestamp() });
    // @ts-expect-error: a misspelled field
    transaction.update(post, { hiden: true });
    // @ts-expect-error: a field of the wrong type
    transaction.update(post, { hidden: "yes" });
    // @ts-expect-error: a dotted path into a map, of the wrong type
    transaction.update(queue, { "reasons.spam": "two" });
    // @ts-expect-error: a rank the queue does not have
    transaction.set(queue, { rank: 3 }, { merge: true });
    expect(written).toHaveLength(6);
  });
});

describe("getEach", () => {
  it("reads references of different types in one getAll, in order, each snapshot typed by its reference", async () => {
    const stored = collections(db);
    const refs = [stored.suggestions.doc("p1"), stored.posts.doc("p1"), stored.searchIndex.doc("p1")] as const;
    const snapshots = refs.map((ref) => ({ ref, exists: false, data: () => undefined }));
    const getAll = vi.fn().mockResolvedValue(snapshots);
    const [post, published, indexed] = await getEach({ getAll } as unknown as Transaction, ...refs);
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll).toHaveBeenCalledWith(...refs);
    expect([post, published, indexed]).toEqual(snapshots);
    // @ts-expect-error: a suggestion's data is not a public post's
    const wrong: ReturnType<typeof published.data> = post.data();
    expect(wrong).toBeUndefined();
  });
});
