import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fakeFirestore, type FakeFirestore } from "../lib/firestore-fake";
import { StoredDocumentError } from "../lib/collections";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { readPublicPost } = await import("./public-post");

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));

describe("readPublicPost", () => {
  it("reads a post's public document as its page shows it, and none for a post that has none", async () => {
    store.fake = fakeFirestore({ "posts/p1": { postId: "p1", title: "Bench", author: "Sam", createdAt: at } });
    expect(await readPublicPost("p1")).toMatchObject({ title: "Bench", author: "Sam", createdAt: at.toDate() });
    expect(await readPublicPost("p2")).toBeNull();
  });

  it("fails on a malformed public document (only the trigger writes them), naming it", async () => {
    store.fake = fakeFirestore({ "posts/p1": { postId: "p1", title: ["Bench"], createdAt: at } });
    await expect(readPublicPost("p1")).rejects.toThrow(StoredDocumentError);
    await expect(readPublicPost("p1")).rejects.toThrow("posts/p1 is not a valid posts document");
  });
});
