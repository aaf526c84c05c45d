import { beforeEach, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";
import { StoredDocumentError } from "../../lib/collections";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { activeSuspension, keptIdentityKeys, suspensionRef } = await import("./suspensions");
type KeptIdentity = import("./suspensions").KeptIdentity;

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

describe("keptIdentityKeys", () => {
  const SECRET = "k".repeat(32);
  const google = { providerId: "google.com", uid: "google-sub-1" };
  const password = { providerId: "password", uid: "Sam@Example.com" };
  const account = (email: string | undefined, emailVerified: boolean, providerData: object[]) =>
    ({ email, emailVerified, providerData }) as KeptIdentity;

  it("binds a verified address, normalised, and each federated subject, as keyed hashes only", () => {
    const keys = keptIdentityKeys(account(" Sam@Example.COM ", true, [password, google]), SECRET, true);
    expect(keys).toHaveLength(2);
    expect(keys.every(({ kind }) => kind === "account")).toBe(true);
    expect(JSON.stringify(keys).toLowerCase()).not.toMatch(/sam|example|google-sub-1/);
    // The same address however it is written; another key gives other hashes.
    expect(keptIdentityKeys(account("sam@example.com", true, []), SECRET, true)).toEqual(keys.slice(0, 1));
    expect(keptIdentityKeys(account("sam@example.com", true, []), "x".repeat(32), true)).not.toEqual(keys.slice(0, 1));
  });

  it("binds an unverified address only for a lookup, never for a suspension", () => {
    const unverified = account("sam@example.com", false, [password]);
    expect(keptIdentityKeys(unverified, SECRET, true)).toEqual([]);
    expect(keptIdentityKeys(unverified, SECRET, false)).toEqual(
      keptIdentityKeys(account("sam@example.com", true, []), SECRET, true),
    );
  });
});
