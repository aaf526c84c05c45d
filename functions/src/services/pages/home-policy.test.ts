import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { homePolicy, inlineStyleHashes } from "./home-policy.js";

describe("homePolicy", () => {
  const directives = { "default-src": ["'self'"], "style-src": ["'self'"], "object-src": ["'none'"] };

  it("adds each inline style's hash to style-src, and changes nothing else", () => {
    const css = ":root{--a:#fff}.é{content:'→'}";
    const hash = createHash("sha256").update(Buffer.from(css, "utf8")).digest("base64");
    expect(homePolicy(directives, `<head><style>${css}</style></head>`)).toBe(
      `default-src 'self'; style-src 'self' 'sha256-${hash}'; object-src 'none'`,
    );
  });

  it("is the site's policy when the HTML has no inline style", () => {
    expect(homePolicy(directives, "<head></head>")).toBe("default-src 'self'; style-src 'self'; object-src 'none'");
  });

  it("hashes every style element", () => {
    expect(inlineStyleHashes("<style>a{}</style><p></p><style>b{}</style>")).toHaveLength(2);
  });
});
