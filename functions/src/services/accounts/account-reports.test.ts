import { beforeEach, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";
import { StoredDocumentError } from "../../lib/collections";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { deleteAccountReports } = await import("./account-reports");

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const report = { postId: "p1", reason: "spam", note: "Sells watches", uid: "uid-a", createdAt: at };
const entry = (notes: unknown[]) => ({ rank: 1, since: at, reports: 2, notes });
const theirs = { reason: "spam", note: "Sells watches", at };
const another = { reason: "spam", note: "Also spam", at };

describe("deleteAccountReports", () => {
  beforeEach(() => {
    store.fake = fakeFirestore({
      "reports/p1_a": report,
      "reports/p1_b": { ...report, uid: "uid-b" },
      "moderationQueue/p1": entry([another, theirs, theirs]),
      "reporterStanding/uid-a": { overturnedUntil: at, expireAt: at },
    });
  });

  it("deletes the account's reports, the first note each left, and its standing; others' stay", async () => {
    await deleteAccountReports("uid-a");
    const docs = store.fake?.docs;
    expect([...(docs?.keys() ?? [])].sort()).toEqual(["moderationQueue/p1", "reports/p1_b"]);
    expect(docs?.get("moderationQueue/p1")?.notes).toEqual([another, theirs]);
  });

  it("fails on a malformed queue entry, naming it, and leaves the report for a retry", async () => {
    store.fake?.docs.set("moderationQueue/p1", { ...entry([theirs]), rank: "first" });
    await expect(deleteAccountReports("uid-a")).rejects.toThrow(StoredDocumentError);
    await expect(deleteAccountReports("uid-a")).rejects.toThrow("moderationQueue/p1 is not a valid moderationQueue");
    expect(store.fake?.docs.has("reports/p1_a")).toBe(true);
  });
});
