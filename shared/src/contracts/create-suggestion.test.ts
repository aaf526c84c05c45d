import { describe, expect, it } from "vitest";
import { STALE_FORM_MESSAGE } from "../fields.js";
import { createSuggestion } from "./create-suggestion.js";

const requestId = "7f1c2a9e-3b4d-4c5e-8f60-112233445566";

/** A request as the form sends it: the fields plus the submission's id. */
const request = (fields: Record<string, unknown>) => ({ ...fields, requestId });
const parse = (input: unknown) => createSuggestion.input.safeParse(input);
const firstMessage = (input: unknown) => parse(input).error?.issues[0]?.message;

describe("createSuggestion input", () => {
  it("trims title and details and keeps the request id", () => {
    expect(parse(request({ title: "  Play galaga ", details: "\n fun game with alien monsters \t" })).data).toEqual({
      title: "Play galaga",
      details: "fun game with alien monsters",
      requestId,
    });
  });

  it("asks for a title and details with the specification's words", () => {
    expect(firstMessage(request({ title: "   ", details: "x" }))).toBe("Please enter a title.");
    expect(firstMessage(request({ details: "x" }))).toBe("Please enter a title.");
    expect(firstMessage(request({ title: "x", details: "" }))).toBe("Please enter suggestion details.");
  });

  it("counts zero-width-only values as blank", () => {
    expect(firstMessage(request({ title: "\u200B\u200D\uFEFF", details: "x" }))).toBe("Please enter a title.");
  });

  it("counts Braille blanks and Hangul fillers as blank", () => {
    expect(firstMessage(request({ title: "\u2800\u2800", details: "x" }))).toBe("Please enter a title.");
    expect(firstMessage(request({ title: "x", details: "\u2800\n\u3164\u115F\u1160\uFFA0" }))).toBe(
      "Please enter suggestion details.",
    );
  });

  it("keeps at most four stacked marks on a letter, and leaves real accented text alone", () => {
    const zalgo = `Z${"\u0336".repeat(60)}`;
    expect(parse(request({ title: zalgo, details: zalgo })).data).toMatchObject({
      title: `Z${"\u0336".repeat(4)}`,
      details: `Z${"\u0336".repeat(4)}`,
    });
    const title = "Tiếng Việt, हिन्दी, ภาษาไทย";
    const details = "בְּרֵאשִׁית בָּרָא · မျှော်လင့် · Ẹ̀ kú àárọ̀";
    expect(parse(request({ title, details })).data).toMatchObject({ title, details });
  });

  it("removes hidden tag text but keeps subdivision flags", () => {
    const hidden = String.fromCodePoint(...Array.from("secret").map((ch) => 0xe0000 + (ch.codePointAt(0) ?? 0)));
    const england = "🏴󠁧󠁢󠁥󠁮󠁧󠁿";
    expect(parse(request({ title: `Hi${hidden}`, details: `Go ${england}` })).data).toMatchObject({
      title: "Hi",
      details: `Go ${england}`,
    });
  });

  it("turns line and paragraph separators into a space in the title and a line break in the details", () => {
    expect(parse(request({ title: "a\u2028b\u2029c", details: "a\u2028b\u2029c" })).data).toMatchObject({
      title: "a b c",
      details: "a\nb\nc",
    });
  });

  it("counts the title in characters as stored, whatever NFC does to its code units", () => {
    // Each U+FB2C is stored as 3 code units, and stays one character.
    expect(parse(request({ title: "\uFB2C".repeat(100), details: "d" })).success).toBe(true);
    expect(firstMessage(request({ title: "\uFB2C".repeat(101), details: "d" }))).toBe(
      "Title must be at most 100 characters.",
    );
  });

  it("accepts 100 and 300 characters and refuses one more", () => {
    expect(parse(request({ title: "t".repeat(100), details: "d".repeat(300) })).success).toBe(true);
    expect(firstMessage(request({ title: "t".repeat(101), details: "d" }))).toBe(
      "Title must be at most 100 characters.",
    );
    expect(firstMessage(request({ title: "t", details: "d".repeat(301) }))).toBe(
      "Suggestion details must be at most 300 characters.",
    );
  });

  it("counts characters as people see them: an emoji, a flag or a joined family is one", () => {
    expect(parse(request({ title: "t".repeat(99) + "😀", details: "d" })).success).toBe(true);
    expect(parse(request({ title: "🎉".repeat(100), details: "d" })).success).toBe(true);
    expect(parse(request({ title: "🇯🇵".repeat(100), details: "d" })).success).toBe(true);
    expect(firstMessage(request({ title: "t".repeat(100) + "😀", details: "d" }))).toBe(
      "Title must be at most 100 characters.",
    );
  });

  it("refuses a text within its characters that takes more than 4 code units per character", () => {
    const family = "👨\u200D👩\u200D👧\u200D👦"; // one character, 11 code units
    expect(parse(request({ title: family.repeat(36), details: "d" })).success).toBe(true);
    expect(firstMessage(request({ title: family.repeat(37), details: "d" }))).toBe(
      "Title is too long to store: its characters (emoji, for instance) take more room than most. Please shorten it.",
    );
  });

  it("refuses wrong types, unknown keys and non-objects with readable messages", () => {
    expect(firstMessage(request({ title: 5, details: "x" }))).toBe("Title must be text.");
    expect(firstMessage(request({ title: ["a"], details: "x" }))).toBe("Title must be text.");
    expect(firstMessage(request({ title: "a", details: "x", author: "me" }))).toBe(
      'This request has fields Village does not accept: "author".',
    );
    expect(firstMessage("hello")).toBe("This request must be an object holding the post's fields.");
    expect(firstMessage(null)).toBe("This request must be an object holding the post's fields.");
  });

  it("asks to reload a form that sends no request id, or one that is not a UUID", () => {
    expect(firstMessage({ title: "a", details: "x" })).toBe(STALE_FORM_MESSAGE);
    for (const bad of ["", "abc", 42, null, "7f1c2a9e3b4d4c5e8f60112233445566", `${requestId} `]) {
      expect(firstMessage({ title: "a", details: "x", requestId: bad })).toBe(STALE_FORM_MESSAGE);
    }
  });

  it("does not take the anonymous form's honeypot or browser id", () => {
    expect(firstMessage(request({ title: "a", details: "x", website: "" }))).toBe(
      'This request has fields Village does not accept: "website".',
    );
    expect(firstMessage(request({ title: "a", details: "x", clientId: requestId }))).toBe(
      'This request has fields Village does not accept: "clientId".',
    );
  });
});
