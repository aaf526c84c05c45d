import { describe, expect, it } from "vitest";
import { newReplies } from "./use-new-replies";
import { newRepliesText } from "../components/NewReplies";

describe("newReplies", () => {
  it("is how far the thread's count is ahead of what the tab read, never less than none", () => {
    expect(newReplies(null, 3)).toBe(0);
    expect(newReplies(3, 3)).toBe(0);
    expect(newReplies(5, 3)).toBe(2);
    // A count a second behind a reply the tab read already.
    expect(newReplies(2, 3)).toBe(0);
  });
});

describe("the counts' words", () => {
  it("says the thread's new replies", () => {
    expect(newRepliesText(1)).toBe("1 new reply");
    expect(newRepliesText(4)).toBe("4 new replies");
  });
});
