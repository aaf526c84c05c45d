import { beforeEach, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fakeFirestore, type FakeFirestore } from "../lib/firestore-fake";
import { StoredDocumentError } from "../lib/collections";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { activeSuspension, suspensionRef } = await import("./suspensions");

const now = Date.UTC(2026, 5, 1);
const account = { kind: "account", key: "uid-a" } as const;
const browser = { kind: "browser", key: "browser-b" } as const;

function storing(suspensions: [typeof account | typeof browser, Record<string, unknown>][]) {
  const empty = fakeFirestore({});
  store.fake = fakeFirestore(
    Object.fromEntries(suspensions.map(([author, data]) => [suspensionRef(empty.db, author).path, data])),
  );
}

const suspension = (until: Timestamp | null, reason = "Spam") => ({
  kind: "account",
  reason,
  until,
  createdAt: Timestamp.fromMillis(now - 1000),
});

describe("activeSuspension", () => {
  beforeEach(() => storing([]));

  it("finds the first author suspended now, for good or until a later time, and passes an ended one", async () => {
    expect(await activeSuspension([account, browser], now)).toBeNull();
    storing([
      [account, suspension(Timestamp.fromMillis(now - 1))],
      [browser, { ...suspension(null), kind: "browser" }],
    ]);
    expect(await activeSuspension([account, browser], now)).toEqual({ kind: "browser", reason: "Spam", until: null });
    storing([[account, suspension(Timestamp.fromMillis(now + 60_000), "Abuse")]]);
    expect(await activeSuspension([account, browser], now)).toEqual({
      kind: "account",
      reason: "Abuse",
      until: new Date(now + 60_000),
    });
  });

  it("fails on a malformed suspension, naming it, rather than let a suspended author post", async () => {
    storing([[account, { ...suspension(null), until: "next week" }]]);
    const path = suspensionRef(fakeFirestore({}).db, account).path;
    await expect(activeSuspension([account], now)).rejects.toThrow(StoredDocumentError);
    await expect(activeSuspension([account], now)).rejects.toThrow(`${path} is not a valid suspensions document`);
  });
});
