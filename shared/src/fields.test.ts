import { describe, expect, it } from "vitest";
import { createAnonymousPost } from "./contracts/create-anonymous-post.js";
import { createSuggestion } from "./contracts/create-suggestion.js";
import { linkField, requestIdField, STALE_FORM_MESSAGE } from "./fields.js";

const NIL = "00000000-0000-0000-0000-000000000000";
const MAX = "ffffffff-ffff-ffff-ffff-ffffffffffff";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("requestIdField", () => {
  it("accepts random UUIDs, in either case", () => {
    for (const id of ["7f1c2a9e-3b4d-4c5e-8f60-112233445566", "7F1C2A9E-3B4D-4C5E-8F60-112233445566"]) {
      expect(requestIdField.safeParse(id).success).toBe(true);
    }
  });

  it("refuses the nil and max UUIDs, which no random generator makes, asking to reload", () => {
    for (const id of [NIL, MAX, MAX.toUpperCase()]) {
      expect(firstMessage(requestIdField.safeParse(id))).toBe(STALE_FORM_MESSAGE);
    }
  });

  it("is refused that way by both callables' contracts", () => {
    for (const requestId of [NIL, MAX]) {
      expect(firstMessage(createSuggestion.input.safeParse({ title: "t", details: "d", requestId }))).toBe(
        STALE_FORM_MESSAGE,
      );
      expect(firstMessage(createAnonymousPost.input.safeParse({ text: "x", requestId }))).toBe(STALE_FORM_MESSAGE);
    }
  });
});

describe("linkField", () => {
  const link = linkField({ label: "Link", max: 30 });
  const messages = (value: string) => link.safeParse(value).error?.issues.map((issue) => issue.message);

  it("adds https:// to an address typed without it, and keeps one typed with it", () => {
    expect(link.parse("www.example.com/a")).toBe("https://www.example.com/a");
    expect(link.parse("http://example.com/a")).toBe("http://example.com/a");
    expect(link.parse("")).toBe("");
  });

  it("says the limit counts the https:// it adds, once", () => {
    expect(messages(`${"a".repeat(22)}.com/x`)).toEqual([
      "Link must be at most 30 characters with its https:// added.",
    ]);
    expect(messages(`https://${"a".repeat(30)}.com`)).toEqual(["Link must be at most 30 characters."]);
  });
});
