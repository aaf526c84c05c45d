import { describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion, EMPTY_ANONYMOUS_POST_MESSAGE } from "@village/shared";
import { fieldProblems } from "./field-problems";

const requestId = "7f1c2a9e-3b4d-4c5e-8f60-112233445566";

describe("fieldProblems", () => {
  it("keys the shared schema's messages by field, as /new shows them", () => {
    const result = createSuggestion.input.safeParse({ title: "  ", details: "", requestId });
    expect(result.success).toBe(false);
    expect(fieldProblems(result.error?.issues ?? [])).toEqual({
      title: "Please enter a title.",
      details: "Please enter suggestion details.",
    });
  });

  it("puts a problem with the whole post under `form`", () => {
    const result = createAnonymousPost.input.safeParse({
      title: "",
      link: " ",
      text: "",
      requestId,
      ageConfirmed: true,
    });
    expect(fieldProblems(result.error?.issues ?? [])).toEqual({ form: EMPTY_ANONYMOUS_POST_MESSAGE });
  });

  it("keeps only the first problem of a field", () => {
    expect(
      fieldProblems([
        { path: ["title"], message: "first" },
        { path: ["title"], message: "second" },
      ]),
    ).toEqual({ title: "first" });
  });
});
