import { describe, expect, it } from "vitest";
import { cleanText, hasLoneSurrogate, isBlank } from "./text.js";

describe("cleanText", () => {
  it("normalises to NFC", () => {
    expect(cleanText("e\u0301", { multiline: false })).toBe("\u00e9");
  });

  it("removes control and bidi override characters", () => {
    expect(cleanText("a\u0000b\u202Ec\u2066d", { multiline: false })).toBe("abcd");
  });

  it("normalises what is left once those are gone, so a letter and its accent meet", () => {
    expect(cleanText("e\u2066\u0301", { multiline: false })).toBe("\u00e9");
    expect(cleanText("A\u0000\u030A", { multiline: true })).toBe("\u00c5");
  });

  it("keeps newlines and tabs only in multi-line text", () => {
    expect(cleanText("a\r\nb\tc", { multiline: true })).toBe("a\nb\tc");
    expect(cleanText("a\nb\tc", { multiline: false })).toBe("a b c");
  });

  it("turns invisible-only values into empty strings", () => {
    expect(cleanText(" \u200B ", { multiline: false })).toBe("");
  });
});

describe("isBlank and hasLoneSurrogate", () => {
  it("tells blank values", () => {
    expect(isBlank("\uFEFF \u2060")).toBe(true);
    expect(isBlank("\u2061\u2064 \u034F\uFE0F\u{E0020}\u3164")).toBe(true);
    expect(isBlank("a")).toBe(false);
  });

  it("finds lone surrogates but not pairs", () => {
    expect(hasLoneSurrogate("a\uD83D")).toBe(true);
    expect(hasLoneSurrogate("\uDE00a")).toBe(true);
    expect(hasLoneSurrogate("😀")).toBe(false);
  });
});
