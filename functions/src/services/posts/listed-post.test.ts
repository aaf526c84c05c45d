import { beforeEach, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { DETAILS_FIELD } from "@village/shared";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { listedPostReplyFor } = await import("./listed-post");

const storedAt = Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 5));
const readAt = Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 6));
const sent = { title: "Bench", [DETAILS_FIELD]: "By the river", author: "Sam", authorUid: "uid-sam" };

describe("listedPostReplyFor", () => {
  beforeEach(() => {
    store.fake = fakeFirestore({}, readAt);
  });

  it("answers with the stored post and its stored time, never its account id", async () => {
    store.fake = fakeFirestore({ "suggestions/p1": { ...sent, author: "Sam B", createdAt: storedAt } }, readAt);
    expect(await listedPostReplyFor("p1", sent)).toEqual({
      postId: "p1",
      title: "Bench",
      details: "By the river",
      author: "Sam B",
      createdAt: storedAt.toDate().toISOString(),
    });
  });

  it("answers a post deleted between its write and this read from what was sent, at the read's time", async () => {
    expect(await listedPostReplyFor("gone", sent)).toEqual({
      postId: "gone",
      title: "Bench",
      details: "By the river",
      author: "Sam",
      createdAt: readAt.toDate().toISOString(),
    });
  });

  it("reads a post edited by hand leniently: a mistyped field is absent, a missing time is the read's", async () => {
    store.fake = fakeFirestore({ "suggestions/p1": { ...sent, title: 42, createdAt: "today" } }, readAt);
    expect(await listedPostReplyFor("p1", sent)).toEqual({
      postId: "p1",
      details: "By the river",
      author: "Sam",
      createdAt: readAt.toDate().toISOString(),
    });
  });
});
