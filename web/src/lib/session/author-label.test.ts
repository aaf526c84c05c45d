import { describe, expect, it } from "vitest";
import { authorLabel } from "./author-label";

describe("authorLabel", () => {
  it("is the display name when there is one, trimmed", () => {
    expect(authorLabel({ displayName: "  Cy ", email: "cy@example.com" })).toEqual({
      label: "Cy",
      source: "display-name",
    });
  });

  it("is the e-mail address only when the person chose it as their name", () => {
    expect(authorLabel({ displayName: "ada@example.com", email: "ada@example.com" })).toEqual({
      label: "ada@example.com",
      source: "email",
    });
  });

  it("is not chosen yet (never the e-mail) when the display name is missing or blank", () => {
    expect(authorLabel({ displayName: null, email: "ada@example.com" })).toEqual({ label: null, source: "unchosen" });
    expect(authorLabel({ displayName: "   ", email: " ada@example.com " })).toEqual({
      label: null,
      source: "unchosen",
    });
  });

  it('is "anonymous" when the account has neither', () => {
    expect(authorLabel({ displayName: null, email: null })).toEqual({ label: "anonymous", source: "none" });
    expect(authorLabel({ displayName: "", email: " " })).toEqual({ label: "anonymous", source: "none" });
  });
});
