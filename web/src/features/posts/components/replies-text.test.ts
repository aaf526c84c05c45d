import { describe, expect, it } from "vitest";
import { repliesText } from "./PostArticle";

describe("repliesText", () => {
  it("says the list's count calmly, and nothing for none", () => {
    expect(repliesText(0)).toBeNull();
    expect(repliesText(1)).toBe("1 reply");
    expect(repliesText(3)).toBe("3 replies");
  });
});
