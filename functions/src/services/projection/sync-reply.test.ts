import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { listedReply, samePublicReply } from "./sync-reply";

const createdAt = Timestamp.fromMillis(1_700_000_000_123);
const stored = { text: "Yes", author: "Ann", authorUid: "uid-1", authorBrowser: "abc", createdAt, rand: 0.5 };

describe("a reply's public document", () => {
  it("holds the public fields of a reply in view, and nothing of who wrote it", () => {
    expect(listedReply("p1", "r1", stored)).toEqual({
      replyId: "r1",
      postId: "p1",
      text: "Yes",
      author: "Ann",
      createdAt,
    });
  });

  it("is gone for a deleted or hidden reply, and for one without a time", () => {
    expect(listedReply("p1", "r1", null)).toBeNull();
    expect(listedReply("p1", "r1", { ...stored, hidden: true })).toBeNull();
    expect(listedReply("p1", "r1", { ...stored, createdAt: undefined })).toBeNull();
  });

  it("is rewritten only when a field changes", () => {
    const listed = listedReply("p1", "r1", stored);
    if (!listed) throw new Error("not listed");
    expect(samePublicReply(listed, { ...listed, createdAt: Timestamp.fromMillis(createdAt.toMillis()) })).toBe(true);
    expect(samePublicReply(listed, { ...listed, text: "No" })).toBe(false);
    expect(samePublicReply(listed, { ...listed, byPostAuthor: true })).toBe(false);
    expect(samePublicReply(listed, { ...listed, createdAt: Timestamp.fromMillis(createdAt.toMillis() + 1) })).toBe(
      false,
    );
  });
});
