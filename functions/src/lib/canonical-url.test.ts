import { describe, expect, it } from "vitest";
import { hasQuery, redirectedToBarePath } from "./canonical-url";

/** A response that records what was set on it. */
function recorder() {
  const sent: { headers: Record<string, string>; status?: number; body?: string } = { headers: {} };
  const response = {
    set(field: string, value: string) {
      sent.headers[field] = value;
      return this;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    send(body: string) {
      sent.body = body;
    },
  };
  return { sent, response };
}

describe("redirectedToBarePath", () => {
  it("sends any query, even an empty one, to the bare path with the path's cache header", () => {
    for (const url of ["/p/abc?utm_source=x", "/p/abc?", "/p/abc?a=1&b=2"]) {
      const { sent, response } = recorder();
      expect(redirectedToBarePath({ originalUrl: url, path: "/p/abc" }, response, "public, s-maxage=5")).toBe(true);
      expect(sent).toEqual({
        headers: { "Cache-Control": "public, s-maxage=5", Location: "/p/abc" },
        status: 301,
        body: "",
      });
    }
  });

  it("leaves a request without a query alone", () => {
    const { sent, response } = recorder();
    expect(redirectedToBarePath({ originalUrl: "/api/home", path: "/api/home" }, response, "x")).toBe(false);
    expect(sent).toEqual({ headers: {} });
    expect(hasQuery("/api/home")).toBe(false);
  });

  it("never points at another site", () => {
    const { sent, response } = recorder();
    redirectedToBarePath({ originalUrl: "//evil.example/?x", path: "//evil.example/" }, response, "x");
    expect(sent.headers.Location).toBe("/evil.example/");
  });
});
