import { describe, expect, it } from "vitest";
import { createAnonymousPost, EMPTY_ANONYMOUS_POST_MESSAGE } from "./create-anonymous-post.js";

const parse = (input: unknown) => createAnonymousPost.input.safeParse(input);

describe("createAnonymousPost input", () => {
  it("trims title and link and keeps the text's inner line breaks", () => {
    expect(parse({ title: " Song ", link: " https://example.com ", text: "  line 1\nline 2  " }).data).toEqual({
      title: "Song",
      link: "https://example.com",
      text: "line 1\nline 2",
    });
  });

  it("leaves out fields the caller left out", () => {
    expect(parse({ text: "only text" }).data).toEqual({ text: "only text" });
  });

  it("refuses a post whose every field is blank", () => {
    expect(parse({}).error?.issues[0]?.message).toBe(EMPTY_ANONYMOUS_POST_MESSAGE);
    expect(parse({ title: " ", link: "\u200B", text: "\n\n" }).error?.issues[0]?.message).toBe(
      EMPTY_ANONYMOUS_POST_MESSAGE,
    );
  });

  it("accepts 5000 characters of text and refuses 5001", () => {
    expect(parse({ text: "x".repeat(5000) }).success).toBe(true);
    expect(parse({ text: "x".repeat(5001) }).error?.issues[0]?.message).toBe("Text must be at most 5000 characters.");
  });

  it("refuses a server-owned field", () => {
    expect(parse({ text: "x", createdAt: 1 }).success).toBe(false);
  });
});
