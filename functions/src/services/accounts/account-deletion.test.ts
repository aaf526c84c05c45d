import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import type { DecodedIdToken } from "firebase-admin/auth";
import { HELD_UNTIL_FIELD, RECENT_SIGN_IN_SECONDS, SIGN_IN_AGAIN_TO_DELETE_MESSAGE } from "@village/shared";
import { StoredDocumentError } from "../../lib/collections";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null, deleted: [] as string[] }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const enqueue = vi.hoisted(() => vi.fn((_task: unknown, _options: { scheduleTime: Date }) => Promise.resolve()));
vi.mock("firebase-admin/functions", () => ({ getFunctions: () => ({ taskQueue: () => ({ enqueue }) }) }));
vi.mock("firebase-admin/auth", () => ({
  getAuth: () => ({ deleteUser: (uid: string) => Promise.resolve(void store.deleted.push(uid)) }),
}));
// The account's replies are a collection-group query, which the fake does not serve: the emulator tier tests
// them (functions/test/own-replies.test.ts); here the account has none.
vi.mock("./account-replies", () => ({ deleteAccountReplies: () => Promise.resolve([]) }));
const { deleteAccountOf, requireRecentSignIn } = await import("./account-deletion");

const signedInAt = (authTime: number) => ({ auth_time: authTime }) as DecodedIdToken;

describe("requireRecentSignIn", () => {
  it("lets a sign-in of the last few minutes delete the account", () => {
    expect(() => requireRecentSignIn(signedInAt(1_000), 1_000 + RECENT_SIGN_IN_SECONDS)).not.toThrow();
  });

  it("asks an older sign-in to sign in again", () => {
    expect(() => requireRecentSignIn(signedInAt(1_000), 1_001 + RECENT_SIGN_IN_SECONDS)).toThrow(
      SIGN_IN_AGAIN_TO_DELETE_MESSAGE,
    );
  });
});

describe("deleteAccountOf, on typed documents", () => {
  const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
  const counter = (key: string, count: unknown) => ({ key, window: "day", windowStart: at, count, expireAt: at });

  function storing(extra: Record<string, Record<string, unknown>> = {}) {
    store.deleted = [];
    store.fake = fakeFirestore({
      "suggestions/named": { title: "A", author: "Sam", authorUid: "uid-a", createdAt: at },
      "suggestions/anon": { text: "B", authorType: "anonymous", ownerUid: "uid-a", createdAt: at },
      "suggestions/other": { title: "C", author: "Kim", authorUid: "uid-b", createdAt: at },
      "rateLimits/suggestion-uid-uid-a_day-1": counter("suggestion-uid-uid-a", 2),
      "rateLimits/suggestion-uid-uid-b_day-1": counter("suggestion-uid-uid-b", 1),
      ...extra,
    });
    return store.fake;
  }

  it("keeps the account's posts unsigned (a named one held until its own time), deletes its counters, then the account", async () => {
    const fake = storing();
    const before = Date.now();
    expect(await deleteAccountOf("uid-a", "keep", "k".repeat(32))).toEqual({ postsDeleted: 0, postsKept: 2 });
    // No author at all, as a post from the anonymous form; out of public view until a random time in a day.
    const named = fake.docs.get("suggestions/named") ?? {};
    const until = named[HELD_UNTIL_FIELD] as Timestamp;
    expect(named).toEqual({ title: "A", createdAt: at, [HELD_UNTIL_FIELD]: until });
    expect(until.toMillis()).toBeGreaterThan(before);
    expect(until.toMillis()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    // Its own task, due at that time; the anonymous post's public document does not change, so it has none.
    expect(enqueue.mock.calls).toEqual([
      [{ postId: "named" }, expect.objectContaining({ scheduleTime: until.toDate() })],
    ]);
    expect(fake.docs.get("suggestions/anon")).toEqual({
      text: "B",
      authorType: "anonymous",
      ownerUid: "",
      createdAt: at,
    });
    expect([...fake.docs.keys()].filter((path) => path.startsWith("rateLimits/"))).toEqual([
      "rateLimits/suggestion-uid-uid-b_day-1",
    ]);
    expect(store.deleted).toEqual(["uid-a"]);
  });

  it("deletes a malformed counter of the account too: it is read for its reference, never parsed", async () => {
    const fake = storing({ "rateLimits/report-uid-uid-a_day-1": counter("report-uid-uid-a", "3") });
    expect(await deleteAccountOf("uid-a", "delete", "k".repeat(32))).toEqual({ postsDeleted: 2, postsKept: 0 });
    expect(fake.docs.has("rateLimits/report-uid-uid-a_day-1")).toBe(false);
    expect(fake.writes).toContain("set deletedPosts/named");
    expect(store.deleted).toEqual(["uid-a"]);
  });

  it("fails on a malformed queue entry a report of the account left a note in, naming it", async () => {
    storing({
      "reports/named_x": { postId: "named", reason: "spam", note: "n", uid: "uid-a", createdAt: at },
      "moderationQueue/named": { rank: "first", since: at },
    });
    await expect(deleteAccountOf("uid-a", "keep", "k".repeat(32))).rejects.toThrow(StoredDocumentError);
    expect(store.deleted).toEqual([]);
  });
});
