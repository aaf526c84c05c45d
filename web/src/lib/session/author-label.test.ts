import { describe, expect, it } from "vitest";
import { authorLabel } from "./author-label";

describe("authorLabel", () => {
  it("is the display name when there is one, trimmed", () => {
    expect(authorLabel({ displayName: "  Cy ", email: "cy@example.com" })).toEqual({
      label: "Cy",
      source: "display-name",
    });
  });

  it("is the e-mail address when the display name is missing or blank", () => {
    expect(authorLabel({ displayName: null, email: "ada@example.com" })).toEqual({
      label: "ada@example.com",
      source: "email",
    });
    expect(authorLabel({ displayName: "   ", email: " ada@example.com " })).toEqual({
      label: "ada@example.com",
      source: "email",
    });
  });

  it('is "anonymous" when the account has neither', () => {
    expect(authorLabel({ displayName: null, email: null })).toEqual({ label: "anonymous", source: "none" });
    expect(authorLabel({ displayName: "", email: " " })).toEqual({ label: "anonymous", source: "none" });
  });
});
