import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textField } from "@village/shared";
import { textLimit } from "./text-limit";

const text = { label: "Text", max: 5000, multiline: true };
const title = { label: "Title", max: 100, multiline: false };

/** What the shared schema, the very one the server runs, says about a value. */
const schemaProblem = (value: string, { label, max, multiline }: typeof text) =>
  textField({ label, max, multiline }).safeParse(value).error?.issues[0]?.message;

const FAMILY = "👨\u200D👩\u200D👧\u200D👦"; // one character, 11 code units

describe("textLimit", () => {
  it("counts the characters a person sees, in the text as it will be stored", () => {
    expect(textLimit("", text).length).toBe(0);
    expect(textLimit("Hello", text).length).toBe(5);
    expect(textLimit("  Hello\r\n", text).length).toBe(5);
    expect(textLimit("🎉🎉🎉", title)).toEqual({ length: 3, counter: "3/100", problem: undefined });
    expect(textLimit(`${FAMILY}🇯🇵`, title).counter).toBe("2/100");
    expect(textLimit("Tie\u0302\u0301ng Vie\u0323\u0302t", title).length).toBe(10);
  });

  it("says how far over the limit a text is, with the server's sentence", () => {
    expect(textLimit("x".repeat(101), title)).toEqual({
      length: 101,
      counter: "1 character over the limit",
      problem: "Title must be at most 100 characters.",
    });
    expect(textLimit("🎉".repeat(112), title).counter).toBe("12 characters over the limit");
    expect(textLimit("🎉".repeat(100), title).counter).toBe("100/100");
  });

  it("never shows a plain count for a text within its characters that is too long to store", () => {
    expect(textLimit(FAMILY.repeat(36), title).problem).toBeUndefined();
    const tooLong = textLimit(FAMILY.repeat(37), title);
    expect(tooLong.counter).toBe("37/100, too long to store");
    expect(tooLong.problem).toMatch(/^Title is too long to store/);
  });

  it("finds a problem exactly when the server's schema does, in the same words", () => {
    const pieces = fc.constantFrom("x", "🎉", FAMILY, "\uFB2C", "e\u0301", "\u200B", " ", "\n", "日");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 140 }), (parts) => {
        const value = parts.join("");
        expect(textLimit(value, title).problem).toBe(schemaProblem(value, title));
      }),
    );
    for (const value of ["x".repeat(5000), "x".repeat(5001), "\uFB2C".repeat(5000), "🎉".repeat(5001)]) {
      expect(textLimit(value, text).problem).toBe(schemaProblem(value, text));
    }
  });
});
