// What the functions' bundle holds of the web app: functions/build.mjs builds web/src/server/render.tsx with
// Vite (web/vite.server.config.ts, one CommonJS file) and bundles it under `#app-renderer`, the only way the
// functions reach web/ (a lint zone in eslint.config.js refuses any other import). This reads the built files
// and holds them to that: the renderer is the entry, what it carries is the app's own modules, shared/ and
// the packages listed below, never the browser's entry, and the functions' own code imports nothing else of
// web/ (docs/architecture.md, "What the functions bundle").
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import serverConfig from "../../web/vite.server.config";

const functionsDir = new URL("../../functions/", import.meta.url).pathname;
const renderer = readFileSync(`${functionsDir}.server-render/render.cjs`, "utf8");

/**
 * The packages the renderer may carry: React's server renderer and router, zod (shared/'s schemas), and the
 * Firebase web SDK parts that the app's pages import at their top (Rolldown writes one file, so every page is
 * in it); nothing calls them while a page renders. A new package here is a choice: it adds to every cold start.
 */
const ALLOWED_PACKAGES = [
  "react",
  "react-dom",
  "wouter",
  "regexparam",
  "use-sync-external-store",
  "zod",
  "firebase",
  "@firebase/app",
  "@firebase/app-check",
  "@firebase/component",
  "@firebase/functions",
  "@firebase/logger",
  "@firebase/util",
  "idb",
];

/** Each module Rolldown wrote into the renderer, by the path comment it puts above each one. */
const modules = [...renderer.matchAll(/^\/\/ ((?:\.\.\/|src\/|\\0).+)$/gm)].map(([, path = ""]) => path);
const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? null;

describe("the app's server renderer in the functions' bundle", () => {
  it("is built from web/src/server/render.tsx, the module it exports", () => {
    expect(serverConfig.build?.ssr).toBe(new URL("../../web/src/server/render.tsx", import.meta.url).pathname);
    expect(modules.at(-1)).toBe("../web/src/server/render.tsx");
    expect(renderer).toMatch(/exports\.renderRoute = renderRoute;/);
  });

  it("carries the app's own modules, shared/ and the listed packages only", () => {
    expect(modules.length).toBeGreaterThan(50);
    const packages = new Set(modules.flatMap((path) => packageOf(path) ?? []));
    expect([...packages].filter((name) => !ALLOWED_PACKAGES.includes(name))).toEqual([]);
    const ours = modules.filter((path) => packageOf(path) === null && !path.startsWith("\\0"));
    expect(ours.filter((path) => !/^\.\.\/(web\/src|shared\/src)\//.test(path))).toEqual([]);
    // Not the browser's entry, nor anything that writes to the page on import.
    expect(ours).not.toContain("../web/src/main.tsx");
    expect(ours.filter((path) => path.startsWith("../web/src/") && !/\.(tsx?|css)$/.test(path))).toEqual([]);
  });

  it("is the only web/ code in the functions' bundle", () => {
    const map = JSON.parse(readFileSync(`${functionsDir}lib/index.js.map`, "utf8")) as { sources: string[] };
    const web = map.sources.filter((source) => source.includes("web/") || source.includes(".server-render/"));
    expect(web).toEqual(["../.server-render/render.cjs"]);
  });
});
