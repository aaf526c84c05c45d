import { describe, expect, it } from "vitest";
import { homePolicy } from "./home-policy.js";

describe("homePolicy", () => {
  const directives = { "default-src": ["'self'"], "style-src": ["'self'"], "object-src": ["'none'"] };

  it("adds each inline style's hash to style-src, and changes nothing else", () => {
    expect(homePolicy(directives, ["'sha256-abc='", "'sha256-def='"])).toBe(
      "default-src 'self'; style-src 'self' 'sha256-abc=' 'sha256-def='; object-src 'none'",
    );
  });

  it("is the site's policy when the page has no inline style", () => {
    expect(homePolicy(directives, [])).toBe("default-src 'self'; style-src 'self'; object-src 'none'");
  });
});
