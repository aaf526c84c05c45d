import { describe, expect, it } from "vitest";
import { authPathReturningTo, nextPathFromSearch, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it.each(["/new", "/new?x=1", "/?q=cats#top", "/terms"])("keeps the same-site path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    "",
    "new",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "/auth",
    "/auth?next=/new",
    // Each of these passes a check of the raw value and resolves to `//evil.example`, another site.
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/./\\evil.example",
    "/a/../\\evil.example/x?y=1#z",
    "/.//evil.example/auth?next=/new",
    // The URL parser drops tabs and newlines, which turns these into another site too.
    "/\t/evil.example",
    "/\n/evil.example",
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it("resolves dot segments before deciding", () => {
    expect(safeNextPath("/a/../new")).toBe("/new");
  });

  it("keeps same-site paths that only contain dots and doubled slashes further on", () => {
    expect(safeNextPath("/./new")).toBe("/new");
    expect(safeNextPath("/.\\new")).toBe("/new");
    expect(safeNextPath("/new//x")).toBe("/new//x");
    expect(safeNextPath("/?next=//evil.example")).toBe("/?next=//evil.example");
  });
});

describe("authPathReturningTo", () => {
  it("remembers the page in ?next=", () => {
    expect(authPathReturningTo("/new")).toBe("/auth?next=%2Fnew");
    expect(authPathReturningTo("/?q=cats")).toBe("/auth?next=%2F%3Fq%3Dcats");
  });

  it("leaves out a next that would be the home page or unsafe", () => {
    expect(authPathReturningTo("/")).toBe("/auth");
    expect(authPathReturningTo("//evil.example")).toBe("/auth");
  });
});

describe("nextPathFromSearch", () => {
  it("reads ?next= and falls back to the home page", () => {
    expect(nextPathFromSearch("?next=%2Fnew")).toBe("/new");
    expect(nextPathFromSearch("?next=https%3A%2F%2Fevil.example")).toBe("/");
    expect(nextPathFromSearch("")).toBe("/");
  });
});
