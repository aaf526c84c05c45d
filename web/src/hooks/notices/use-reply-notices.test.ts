import { describe, expect, it } from "vitest";
import { replyNoticeText, withoutSeen } from "./use-reply-notices";

const post = (postId: string, newReplies: number, notices = true) => ({
  postId,
  title: postId,
  replyCount: newReplies + 1,
  newReplies,
  notices,
});

describe("reply notices in the browser", () => {
  it("leave out a post marked seen here after the answer was asked, and count the rest again", () => {
    const answer = { posts: [post("a", 2), post("b", 1), post("c", 0, false)], newReplies: 3 };
    // "a" was marked seen at 50, after a read asked at 10: that read still counted its replies.
    expect(withoutSeen(answer, 10, new Map([["a", 50]]))).toEqual({
      posts: [post("b", 1), post("c", 0, false)],
      newReplies: 1,
    });
    // A read asked after the mark is the server's word: new replies since the mark.
    expect(withoutSeen(answer, 60, new Map([["a", 50]]))).toEqual(answer);
    // A post with notices off stays listed (to turn them on again).
    expect(withoutSeen(answer, 10, new Map([["c", 50]]))).toEqual(answer);
  });

  it("say the count as the header shows it", () => {
    expect(replyNoticeText(1)).toBe("1 new reply");
    expect(replyNoticeText(2)).toBe("2 new replies");
  });
});
