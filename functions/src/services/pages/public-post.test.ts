import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";
import { StoredDocumentError } from "../../lib/collections";

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

  it("carries the thread's first replies, its own only", async () => {
    const reply = { replyId: "r1", postId: "p1", text: "Yes", author: "Anonymous Heron", createdAt: at };
    store.fake = fakeFirestore({
      "posts/p1": { postId: "p1", title: "Bench", createdAt: at },
      "posts/p1/listedReplies/r1": reply,
      "posts/p2": { postId: "p2", title: "Other", createdAt: at },
    });
    expect((await readPublicPost("p1"))?.replies).toEqual([{ ...reply, createdAt: "2026-01-01T00:00:00.000000000Z" }]);
    expect((await readPublicPost("p2"))?.replies).toEqual([]);
  });

  it("carries the public document as the app draws the page from it, its time to the nanosecond", async () => {
    const createdAt = new Timestamp(1_760_000_000, 123_456_789);
    store.fake = fakeFirestore({ "posts/abc": { postId: "abc", title: "t", details: "d", author: "Bo", createdAt } });
    expect((await readPublicPost("abc"))?.listed).toEqual({
      postId: "abc",
      title: "t",
      details: "d",
      author: "Bo",
      createdAt: "2025-10-09T08:53:20.123456789Z",
    });
    // Without a time (or an id) the page cannot place the post: the document is refused, naming it.
    store.fake = fakeFirestore({ "posts/abc": { postId: "abc", title: "t" }, "posts/def": { title: "t", createdAt } });
    await expect(readPublicPost("abc")).rejects.toThrow(StoredDocumentError);
    await expect(readPublicPost("def")).rejects.toThrow(StoredDocumentError);
  });

  it("fails on a malformed public document (only the trigger writes them), naming it", async () => {
    store.fake = fakeFirestore({ "posts/p1": { postId: "p1", title: ["Bench"], createdAt: at } });
    await expect(readPublicPost("p1")).rejects.toThrow(StoredDocumentError);
    await expect(readPublicPost("p1")).rejects.toThrow("posts/p1 is not a valid posts document");
  });
});
