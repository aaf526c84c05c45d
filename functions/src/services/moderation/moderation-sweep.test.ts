import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { sweepModerationData } = await import("./moderation-sweep");

const opened = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const now = Timestamp.fromMillis(Date.UTC(2026, 5, 1));

describe("sweepModerationData", () => {
  it("orders entries without a rank (a mistyped one counts as none), drops stale ones, forgets old keys", async () => {
    store.fake = fakeFirestore(
      {
        "suggestions/hidden": { title: "A", hidden: true, authorKey: "address-key" },
        "suggestions/up": { title: "B" },
        "suggestions/ordered": { title: "C" },
        "moderationQueue/hidden": { reports: 3, openedAt: opened },
        "moderationQueue/up": { reports: 1, rank: "first" },
        "moderationQueue/ordered": { reports: 1, rank: 2, since: opened },
        "moderationQueue/gone": { reports: 1 },
        "reportVoters/p1_x": { anything: true },
      },
      now,
    );
    expect(await sweepModerationData()).toEqual({
      addressKeysForgotten: 1,
      entriesOrdered: 2,
      staleEntriesRemoved: 1,
      addressVotersForgotten: 1,
    });
    const docs = store.fake.docs;
    expect(docs.get("moderationQueue/hidden")).toEqual({ reports: 3, openedAt: opened, rank: 0, since: opened });
    expect(docs.get("moderationQueue/up")).toEqual({ reports: 1, rank: 1, since: now });
    expect(docs.get("moderationQueue/ordered")).toEqual({ reports: 1, rank: 2, since: opened });
    expect(docs.has("moderationQueue/gone")).toBe(false);
    expect(docs.has("reportVoters/p1_x")).toBe(false);
    expect(docs.get("suggestions/hidden")).toEqual({ title: "A", hidden: true });
  });
});
