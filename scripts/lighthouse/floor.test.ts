import { describe, expect, it } from "vitest";
import { everyPageHeaders, floorPages, serveFloorPage } from "./floor.mjs";

describe("the Lighthouse floor", () => {
  it("takes the headers firebase.json gives every page, the opener policy among them", () => {
    expect(everyPageHeaders()).toMatchObject({
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Content-Type-Options": "nosniff",
    });
    expect(() => everyPageHeaders({ hosting: { headers: [{ source: "/x", headers: [] }] } })).toThrow(/every path/);
  });

  it("measures the page twice: with the site's headers, and without only its opener policy", () => {
    const [site, withoutPolicy] = floorPages();
    expect(site?.headers).toEqual(everyPageHeaders());
    const { "Cross-Origin-Opener-Policy": policy, ...rest } = everyPageHeaders();
    expect(policy).toBeDefined();
    expect(withoutPolicy?.headers).toEqual(rest);
  });

  it("serves a page with no script, style sheet or image, with the headers given", async () => {
    const server = await serveFloorPage({ "Cross-Origin-Opener-Policy": "same-origin" });
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      const html = await response.text();
      expect(html).toContain("<h1>A page with nothing in it</h1>");
      expect(html).not.toMatch(/<script|<link|<style|<img/);
      expect((await fetch(new URL("/other", server.url))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
