// Hosting serves the app's HTML only at the app's own routes; any other path gets 404.html with a real 404
// status. So every route in web/src/lib/paths.ts needs its rewrite in firebase.json: this test fails for a
// route added without one. Paths are matched with Hosting's own matcher (superstatic, from firebase-tools).
// Every callable is reached on the site's own origin, at the path the web client calls (callable-path.ts):
// each contract in shared/src/contracts needs a rewrite there to its function (decision 0026).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GLOBAL_OPTIONS } from "../functions/src/lib/runtime-options";
import { callablePath } from "../web/src/lib/firebase/callable-path";
import { legalPaths, paths } from "../web/src/lib/paths";
import { POST_PAGE_CACHE_CONTROL } from "../functions/src/http/post-page";
import {
  HOME_CACHE_CONTROL,
  HOME_ENDPOINT,
  MODERATION_LOG_CACHE_CONTROL,
  MODERATION_LOG_ENDPOINT,
  NEWEST_CACHE_CONTROL,
  NEWEST_ENDPOINT,
  repliesFeedPath,
  SEARCH_ENDPOINT,
} from "@village/shared";
import { FEED_CACHE_CONTROL } from "../functions/src/http/feed";
import { callableContracts } from "./lib/contracts";

const root = new URL("../", import.meta.url).pathname;
// Resolved from firebase-tools' own folder: the copy the Hosting emulator runs, not one the root declares.
const fromFirebaseTools = createRequire(createRequire(import.meta.url).resolve("firebase-tools/package.json"));
const { configMatcher } = fromFirebaseTools("superstatic/lib/utils/patterns.js") as {
  configMatcher: (path: string, config: { source?: string; regex?: string }) => boolean;
};

interface Rewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: { functionId?: string; region?: string } | string;
}
const hostingConfig = (
  JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as {
    hosting: { rewrites: Rewrite[]; headers: { source: string; headers: { key: string; value: string }[] }[] };
  }
).hosting;
const rewrites = hostingConfig.rewrites;
const headerRules = hostingConfig.headers;

/**
 * The app's HTML: index.html, or one of its copies that also preloads one lazy page's chunk
 * (`/pages/<chunk name>.html`, written by web/vite.config.ts, whose build fails for a name with no chunk).
 */
const APP_HTML = /^\/(index|pages\/[A-Za-z]+|legal\/[a-z]+)\.html$/;

/** What Hosting does with a request for `path`: the first matching rewrite, or serving a file / 404.html. */
const rewriteFor = (path: string) => rewrites.find((rewrite) => configMatcher(path, rewrite));

/** A concrete address of a route: each `:param` filled in, as a link to it would be. */
const sampleOf = (route: string) => route.replace(/:[^/]+/g, "sample-id_1");

/**
 * Routes a function serves, writing per-page tags into the app's HTML (functions/src/http/post-page.ts
 * fetches `/pages/PostPage.html`), with the Cache-Control its responses carry.
 */
const FUNCTION_ROUTES: Record<string, { functionId: string; cacheControl: string }> = {
  [paths.post]: { functionId: "postPage", cacheControl: POST_PAGE_CACHE_CONTROL },
};

describe("Hosting's rewrites", () => {
  it.each(Object.entries(paths).filter(([, route]) => route !== "/" && !(route in FUNCTION_ROUTES)))(
    "the %s route (%s) is served the app",
    (_name, route) => {
      expect(rewriteFor(sampleOf(route))?.destination).toMatch(APP_HTML);
    },
  );

  it.each([...legalPaths])("the legal page %s is its prerendered HTML (web/prerender.mjs)", (path) => {
    expect(rewriteFor(path)?.destination).toBe(`/legal${path}.html`);
  });

  it.each(Object.entries(FUNCTION_ROUTES))("the %s route is served by its function", (route, { functionId }) => {
    for (const path of [sampleOf(route), `${sampleOf(route)}/`, `${sampleOf(route)}/extra`]) {
      expect(rewriteFor(path)?.function, path).toEqual({ functionId, region: "us-central1" });
    }
  });

  it.each(Object.entries(FUNCTION_ROUTES))(
    "Hosting's headers for the %s route say what its function says about caching",
    (route, { cacheControl }) => {
      // Hosting applies firebase.json's headers to a function's response too; a later rule wins.
      const matching = headerRules.filter(
        (rule) => configMatcher(sampleOf(route), rule) && rule.headers.some((header) => header.key === "Cache-Control"),
      );
      expect(matching.at(-1)?.headers.find((header) => header.key === "Cache-Control")?.value).toBe(cacheControl);
    },
  );

  it.each([
    [NEWEST_ENDPOINT, NEWEST_CACHE_CONTROL],
    [HOME_ENDPOINT, HOME_CACHE_CONTROL],
    [MODERATION_LOG_ENDPOINT, MODERATION_LOG_CACHE_CONTROL],
  ])("Hosting's headers for %s say what its function says about caching", (path, cacheControl) => {
    const matching = headerRules.filter(
      (rule) => configMatcher(path, rule) && rule.headers.some((header) => header.key === "Cache-Control"),
    );
    expect(matching.at(-1)?.headers.find((header) => header.key === "Cache-Control")?.value).toBe(cacheControl);
  });

  it("sends a post's replies feed to its function, cached as /feed.xml is, and nothing under it", () => {
    const feed = repliesFeedPath("sample-id_1");
    expect(rewriteFor(feed)?.function).toEqual({ functionId: "repliesFeed", region: "us-central1" });
    // Without its rule, the no-cache rule of paths without a dot would replace the function's header.
    const caching = headerRules.filter(
      (rule) => configMatcher(feed, rule) && rule.headers.some((header) => header.key === "Cache-Control"),
    );
    expect(caching.at(-1)?.headers.find((header) => header.key === "Cache-Control")?.value).toBe(FEED_CACHE_CONTROL);
    expect(rewriteFor(`${feed}/extra`)).toBeUndefined();
  });

  it("leaves /api/search's Cache-Control to its function, which keeps no refusal of a caller (429)", () => {
    // Hosting's rule for a path replaces the function's header (the last matching rule wins), which would
    // make the CDN keep one address's 429 for everyone asking the same search (docs/decisions/0091).
    const matching = headerRules.filter(
      (rule) => configMatcher(SEARCH_ENDPOINT, rule) && rule.headers.some((header) => header.key === "Cache-Control"),
    );
    expect(matching).toEqual([]);
    expect(rewriteFor(SEARCH_ENDPOINT)?.function).toEqual({ functionId: "searchPage", region: "us-central1" });
  });

  it("the home page is the homeHtml function, cached as /api/home is, and no rewrite catches everything", () => {
    // Its shell is not index.html, which Hosting would serve for `/` before any rewrite (web/vite.config.ts).
    expect(rewriteFor("/")?.function).toEqual({ functionId: "homeHtml", region: "us-central1" });
    const caching = headerRules.filter(
      (rule) => configMatcher("/", rule) && rule.headers.some((header) => header.key === "Cache-Control"),
    );
    expect(caching.at(-1)?.headers.find((header) => header.key === "Cache-Control")?.value).toBe(HOME_CACHE_CONTROL);
    // `/`'s function sends its own Content-Security-Policy (with its inline styles' hashes): no rule may
    // replace it. Every other path gets the site's.
    const policyRules = (path: string) =>
      headerRules.filter(
        (rule) => configMatcher(path, rule) && rule.headers.some((header) => header.key === "Content-Security-Policy"),
      );
    expect(policyRules("/")).toEqual([]);
    for (const path of ["/anon", "/p/x", "/api/home", "/index.html", "/assets/a.js"]) {
      expect(policyRules(path), path).toHaveLength(1);
    }
    for (const path of ["/no-such-page", "/robots.txt", "/assets/gone-1234.js", "/terms/extra", "/wp-admin"]) {
      expect(rewriteFor(path), path).toBeUndefined();
    }
  });

  it("sends every rewrite to the app's HTML or a function, never to another file", () => {
    for (const rewrite of rewrites) {
      expect(APP_HTML.test(rewrite.destination ?? "") || rewrite.function !== undefined, JSON.stringify(rewrite)).toBe(
        true,
      );
    }
  });
});

const contracts = await callableContracts();

describe("the callables' rewrites", () => {
  it("finds the contracts", () => {
    expect(contracts.map(({ name }) => name)).toContain("createSuggestion");
  });

  it.each(contracts)("$name is reached at the site's own /api/$name", ({ name, file }) => {
    const rewrite = rewriteFor(callablePath(name));
    const wanted = { source: callablePath(name), function: { functionId: name, region: GLOBAL_OPTIONS.region } };
    expect(
      rewrite?.function,
      `${file} defines the callable ${name}: add ${JSON.stringify(wanted)} to hosting.rewrites in firebase.json`,
    ).toEqual(wanted.function);
  });

  it("sends nothing else under /api/ to a callable of another name", () => {
    const names = new Set(contracts.map(({ name }) => name));
    for (const rewrite of rewrites.filter((entry) => entry.source?.startsWith("/api/"))) {
      const name = rewrite.source?.slice("/api/".length) ?? "";
      if (!names.has(name)) continue;
      expect(typeof rewrite.function === "object" ? rewrite.function.functionId : rewrite.function).toBe(name);
    }
  });
});
