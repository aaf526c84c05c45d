import { describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion, EMPTY_ANONYMOUS_POST_MESSAGE } from "@village/shared";
import { fieldProblems, serverFieldProblems } from "./field-problems";

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

  it("puts an empty anonymous post's problem under the title, where /anon shows it", () => {
    const result = createAnonymousPost.input.safeParse({
      title: "",
      link: " ",
      text: "",
      requestId,
      ageConfirmed: true,
    });
    expect(fieldProblems(result.error?.issues ?? [])).toEqual({ title: EMPTY_ANONYMOUS_POST_MESSAGE });
  });

  it("puts a problem with the whole request under `form`", () => {
    expect(fieldProblems(createAnonymousPost.input.safeParse("not an object").error?.issues ?? [])).toEqual({
      form: "This request must be an object holding the post's fields.",
    });
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

describe("serverFieldProblems", () => {
  it("keys an invalid-argument refusal's issues by field, the whole request under `form`", () => {
    const refusal = {
      code: "functions/invalid-argument",
      message: "Link must be …",
      details: {
        issues: [
          { path: "link", message: "Link must be …" },
          { path: "title", message: "Please add a title or some text before posting." },
          { path: "", message: "This request is not valid." },
        ],
      },
    };
    expect(serverFieldProblems(refusal)).toEqual({
      link: "Link must be …",
      title: "Please add a title or some text before posting.",
      form: "This request is not valid.",
    });
  });

  it("is null for any other failure, or issues of an unexpected shape", () => {
    expect(serverFieldProblems({ code: "functions/internal", details: { issues: [] } })).toBeNull();
    expect(serverFieldProblems({ code: "functions/invalid-argument" })).toBeNull();
    expect(serverFieldProblems({ code: "functions/invalid-argument", details: { issues: [{ path: 1 }] } })).toBeNull();
    expect(serverFieldProblems(new Error("x"))).toBeNull();
    expect(serverFieldProblems(null)).toBeNull();
  });
});
