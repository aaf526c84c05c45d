import { describe, expect, it } from "vitest";
import { hasQuery, homeAsked, homeLocation, postLocation, redirectedToBarePath } from "./canonical-url";

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

describe("homeLocation", () => {
  it("leaves / and its one spelling of a search alone", () => {
    for (const url of ["/", "/?q=bench", "/?q=Bench+river", "/?q=100%25+%2B+more"])
      expect(homeLocation(url), url).toBeNull();
  });

  it("sends every other query to that spelling, or to / when it holds no term", () => {
    expect(homeLocation("/?")).toBe("/");
    expect(homeLocation("/?utm_source=x")).toBe("/");
    expect(homeLocation("/?q=%20%20")).toBe("/");
    expect(homeLocation("/?q=Bench%20river")).toBe("/?q=Bench+river");
    expect(homeLocation("/?q=%42ench")).toBe("/?q=Bench");
    expect(homeLocation("/?a=1&q=+Bench++river&b=2")).toBe("/?q=Bench+river");
  });

  it("keeps the link to older posts in its one spelling; a search wins over it", () => {
    const cursor = "2026-11-29T10:00:00.000000000Z/abc";
    const spelled = `/?${new URLSearchParams({ before: cursor }).toString()}`;
    expect(spelled).toBe("/?before=2026-11-29T10%3A00%3A00.000000000Z%2Fabc");
    expect(homeLocation(spelled)).toBeNull();
    expect(homeLocation(`/?before=${cursor}`)).toBe(spelled);
    expect(homeLocation(`${spelled}&utm_source=x`)).toBe(spelled);
    expect(homeLocation(`/?q=bench&${spelled.slice(2)}`)).toBe("/?q=bench");
    expect(homeLocation("/?before=")).toBe("/");
    // Kept as it came, even when it names no place: the page refuses it (a 400), once, in one spelling.
    expect(homeLocation("/?before=nonsense")).toBeNull();
  });
});

describe("homeAsked", () => {
  it("tells the board, a search and older posts apart", () => {
    expect(homeAsked("/")).toEqual({ kind: "board" });
    expect(homeAsked("/?q=Bench+river")).toEqual({ kind: "search", term: "Bench river" });
    expect(homeAsked("/?before=x%2Fy")).toEqual({ kind: "older", cursor: "x/y" });
  });
});

/** A post id as `/p/{id}` reads it (the page's own reader is post-page.ts's `postIdOf`). */
function postIdOf(path: string): string | null {
  const match = /^\/p\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  const id = decodeURIComponent(match[1]);
  return /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

describe("postLocation", () => {
  it("sends another spelling of a post's path to /p/{id}, and leaves the rest to the page", () => {
    expect(postLocation("/p/abc_D-1", postIdOf)).toBeNull();
    expect(postLocation("/p/abc_D-1/", postIdOf)).toBe("/p/abc_D-1");
    expect(postLocation("/p/%61bc_D-1", postIdOf)).toBe("/p/abc_D-1");
    expect(postLocation("/p/%61bc_D-1/", postIdOf)).toBe("/p/abc_D-1");
    for (const path of ["/p/a/b", "/p/", "/p/with%20space", "/p/__x__"])
      expect(postLocation(path, postIdOf), path).toBeNull();
  });
});
