import { describe, expect, it } from "vitest";
import { LISTED_REPLY_FIELDS, listedReplyFor, threadName } from "./listed-reply.js";

describe("listedReplyFor", () => {
  it("keeps only the public fields, the author's mark only when true", () => {
    const stored = {
      text: "Yes",
      author: "Anonymous Heron",
      authorUid: "uid-1",
      authorBrowser: "abc",
      byPostAuthor: true,
      rand: 0.5,
      createdAt: 1,
    };
    const listed = listedReplyFor("p1", "r1", stored, "2026-01-01T00:00:00.000Z");
    expect(listed).toEqual({
      replyId: "r1",
      postId: "p1",
      text: "Yes",
      author: "Anonymous Heron",
      byPostAuthor: true,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    expect(Object.keys(listed).every((key) => (LISTED_REPLY_FIELDS as readonly string[]).includes(key))).toBe(true);
    expect(listedReplyFor("p1", "r1", { text: "No", author: "Ann", byPostAuthor: false }, 0)).not.toHaveProperty(
      "byPostAuthor",
    );
  });

  it("signs anonymous replies 'Anonymous' and the thread's word", () => {
    expect(threadName("Heron")).toBe("Anonymous Heron");
  });
});
