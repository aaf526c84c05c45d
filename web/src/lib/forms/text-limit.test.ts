import { describe, expect, it } from "vitest";
import { textField } from "@village/shared";
import { inputMaxLength, textLimit } from "./text-limit";

const text = { label: "Text", max: 5000, multiline: true };
const title = { label: "Title", max: 100, multiline: false };

/** What the shared schema, the very one the server runs, says about a value. */
const schemaProblem = (value: string, { label, max, multiline }: typeof text) =>
  textField({ label, max, multiline }).safeParse(value).error?.issues[0]?.message;

describe("textLimit", () => {
  it("counts the text as it will be stored", () => {
    expect(textLimit("", text).length).toBe(0);
    expect(textLimit("Hello", text).length).toBe(5);
    expect(textLimit("  Hello\r\n", text).length).toBe(5);
    expect(textLimit("Tie\u0302\u0301ng Vie\u0323\u0302t", title).length).toBe("Tiếng Việt".length);
  });

  it("counts characters NFC lengthens at their stored length, and says so when that is over the limit", () => {
    // 1700 × U+FB2C fit in a 5000 box as typed (1700) but are 5100 once stored.
    const hebrew = "\uFB2C".repeat(1700);
    expect(textLimit(hebrew, text)).toEqual({
      length: 5100,
      maxLength: 5000,
      problem: "Text must be at most 5000 characters.",
    });
    expect(textLimit("\u0958".repeat(51), title).problem).toBe("Title must be at most 100 characters.");
    expect(textLimit("\u0958".repeat(50), title).problem).toBeUndefined();
  });

  it("finds a problem exactly when the server's schema does, in the same words", () => {
    for (const value of ["x".repeat(5000), "x".repeat(5001), "\uFB2C".repeat(1666), "\uFB2C".repeat(1667)]) {
      expect(textLimit(value, text).problem).toBe(schemaProblem(value, text));
    }
  });
});

describe("inputMaxLength", () => {
  it("is the limit while typing and storing count the same", () => {
    expect(inputMaxLength("", 5000, 0)).toBe(5000);
    expect(inputMaxLength("Hello", 5000, 5)).toBe(5000);
  });

  it("lets the box hold what cleaning will remove, so decomposed text can still reach the limit", () => {
    const decomposed = "e\u0301".repeat(100);
    expect(textLimit(decomposed, title).maxLength).toBe(200);
  });

  it("never lets the box grow past twice the limit", () => {
    expect(textLimit("\u200B".repeat(10_000), title).maxLength).toBe(200);
  });

  it("stays at the limit where storing lengthens the text", () => {
    expect(inputMaxLength("\uFB2C", 100, 3)).toBe(100);
  });
});
