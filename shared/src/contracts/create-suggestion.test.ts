import { describe, expect, it } from "vitest";
import { createSuggestion } from "./create-suggestion.js";

const parse = (input: unknown) => createSuggestion.input.safeParse(input);
const firstMessage = (input: unknown) => parse(input).error?.issues[0]?.message;

describe("createSuggestion input", () => {
  it("trims title and details", () => {
    expect(parse({ title: "  Play galaga ", details: "\n fun game with alien monsters \t" }).data).toEqual({
      title: "Play galaga",
      details: "fun game with alien monsters",
    });
  });

  it("asks for a title and details with the specification's words", () => {
    expect(firstMessage({ title: "   ", details: "x" })).toBe("Please enter a title.");
    expect(firstMessage({ details: "x" })).toBe("Please enter a title.");
    expect(firstMessage({ title: "x", details: "" })).toBe("Please enter suggestion details.");
  });

  it("counts zero-width-only values as blank", () => {
    expect(firstMessage({ title: "\u200B\u200D\uFEFF", details: "x" })).toBe("Please enter a title.");
  });

  it("accepts 100 and 300 characters and refuses one more", () => {
    expect(parse({ title: "t".repeat(100), details: "d".repeat(300) }).success).toBe(true);
    expect(firstMessage({ title: "t".repeat(101), details: "d" })).toBe("Title must be at most 100 characters.");
    expect(firstMessage({ title: "t", details: "d".repeat(301) })).toBe(
      "Suggestion details must be at most 300 characters.",
    );
  });

  it("counts an emoji as two characters, as a browser's maxLength does", () => {
    expect(parse({ title: "t".repeat(98) + "😀", details: "d" }).success).toBe(true);
    expect(firstMessage({ title: "t".repeat(99) + "😀", details: "d" })).toBe("Title must be at most 100 characters.");
  });

  it("refuses wrong types, unknown keys and non-objects with readable messages", () => {
    expect(firstMessage({ title: 5, details: "x" })).toBe("Title must be text.");
    expect(firstMessage({ title: ["a"], details: "x" })).toBe("Title must be text.");
    expect(firstMessage({ title: "a", details: "x", author: "me" })).toBe(
      'This request has fields Village does not accept: "author".',
    );
    expect(firstMessage("hello")).toBe("This request must be an object holding the post's fields.");
    expect(firstMessage(null)).toBe("This request must be an object holding the post's fields.");
  });
});
