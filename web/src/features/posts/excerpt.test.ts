import { describe, expect, it } from "vitest";
import { EXCERPT_CHARACTERS, EXCERPT_LINES, excerpt } from "./excerpt";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("excerpt", () => {
  it("keeps a short post whole", () => {
    expect(excerpt("A short post.\nTwo lines.")).toEqual({ text: "A short post.\nTwo lines.", cut: false });
  });

  it("keeps a post only a little over the limit whole", () => {
    const text = "x".repeat(EXCERPT_CHARACTERS + 50);
    expect(excerpt(text)).toEqual({ text, cut: false });
  });

  it("cuts a long post at the last space before about 600 characters, never inside a word", () => {
    const text = words(400);
    const { text: shown, cut } = excerpt(text);
    expect(cut).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(EXCERPT_CHARACTERS + 1);
    expect(shown.length).toBeGreaterThan(EXCERPT_CHARACTERS - 20);
    expect(shown.endsWith("…")).toBe(true);
    const kept = shown.slice(0, -1).split(" ");
    expect(text.split(" ").slice(0, kept.length)).toEqual(kept);
  });

  it("keeps a web address whole", () => {
    const url = `https://example.com/${"a".repeat(80)}`;
    const text = `${"b ".repeat(280)}${url} ${"c ".repeat(200)}`;
    expect(excerpt(text).text).not.toContain("https://example.com/a");
  });

  it("cuts one endless word at the limit, never between the halves of a character", () => {
    const { text } = excerpt(`${"x".repeat(EXCERPT_CHARACTERS - 1)}${"😀".repeat(200)}`);
    expect(text.length).toBeLessThanOrEqual(EXCERPT_CHARACTERS + 1);
    expect(text).not.toMatch(/[\uD800-\uDBFF]…$/);
    expect(text.endsWith("…")).toBe(true);
  });

  it("shows at most ten lines of a post of short lines", () => {
    const text = Array.from({ length: 40 }, (_, index) => `line ${index}`).join("\n");
    const shown = excerpt(text);
    expect(shown.cut).toBe(true);
    expect(shown.text.split("\n")).toHaveLength(EXCERPT_LINES);
    expect(shown.text.endsWith("line 9…")).toBe(true);
  });
});
