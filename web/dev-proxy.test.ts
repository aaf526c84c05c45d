import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { devProxy, functionRewrites } from "./dev-proxy";

const firebaseJsonPath = new URL("../firebase.json", import.meta.url).pathname;
const firebaseJson = JSON.parse(readFileSync(firebaseJsonPath, "utf8")) as {
  hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
};

describe("the dev server's proxy", () => {
  const proxy = devProxy(firebaseJsonPath, "demo-village");
  const routeOf = (path: string) => Object.entries(proxy).find(([pattern]) => new RegExp(pattern).test(path));

  it("sends every /api/ rewrite of firebase.json to its function, as Hosting does", () => {
    const apiRewrites = firebaseJson.hosting.rewrites.filter(({ source }) => source.startsWith("/api/"));
    expect(apiRewrites.length).toBeGreaterThan(10);
    for (const { source, function: target } of apiRewrites) {
      const functionPath = `/demo-village/us-central1/${target?.functionId ?? ""}`;
      // A path under a prefix (`/api/reply-count/*`) goes whole to its function, which reads the rest itself.
      const path = source.endsWith("/*") ? source.replace(/\*$/, "some-id") : source;
      const route = routeOf(path);
      expect(route, source).toBeDefined();
      expect(route?.[1].rewrite?.(path)).toBe(path === source ? functionPath : `${functionPath}${path}`);
    }
  });

  it("keeps a query string and leaves paths it does not own to Vite", () => {
    expect(routeOf("/api/newest?since=1")?.[1].rewrite?.("/api/newest?since=1")).toBe(
      "/demo-village/us-central1/newestPost?since=1",
    );
    expect(routeOf("/api/homework")).toBeUndefined();
    expect(routeOf("/new")).toBeUndefined();
    // The home page, which Hosting sends to the homeHtml function: the dev server serves the app itself.
    expect(routeOf("/")).toBeUndefined();
    expect(routeOf("/?q=green")).toBeUndefined();
    expect(routeOf("/p/abc")).toBeUndefined();
  });

  it("takes a path under an API prefix, keeping it whole, but never a page's glob", () => {
    const rewrites = functionRewrites({
      hosting: { rewrites: [{ source: "/api/reply-count/*", function: { functionId: "replyCount" } }] },
      emulators: { functions: { host: "127.0.0.1", port: 5001 } },
    });
    expect(rewrites).toEqual([
      { path: "/api/reply-count/", prefix: true, functionId: "replyCount", region: "us-central1" },
    ]);
    expect(routeOf("/api/reply-count/abc?x=1")?.[1].rewrite?.("/api/reply-count/abc?x=1")).toBe(
      "/demo-village/us-central1/replyCount/api/reply-count/abc?x=1",
    );
    expect(routeOf("/api/reply-count/")).toBeUndefined();
    expect(routeOf("/api/reply-count/a/b")).toBeUndefined();
    // A post's replies feed, under /feed/ beside /feed.xml.
    expect(routeOf("/feed/replies/abc")?.[1].rewrite?.("/feed/replies/abc")).toBe(
      "/demo-village/us-central1/repliesFeed/feed/replies/abc",
    );
  });

  it("takes only exact paths, not Hosting's globs", () => {
    expect(
      functionRewrites({
        hosting: { rewrites: [{ source: "/p/**", function: { functionId: "postPage" } }] },
        emulators: { functions: { host: "127.0.0.1", port: 5001 } },
      }),
    ).toEqual([]);
  });
});
