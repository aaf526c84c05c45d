import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  pageFilesOf,
  withAppAfterPaint,
  withAppScriptsMarked,
  withIconInline,
  withStylesInline,
} from "./first-view-html.mjs";

// index.html's head and body as Vite writes them (web/index.html, built), with a page's own preloads added.
const built = [
  "<!doctype html><html><head>",
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
  '<link rel="modulepreload" crossorigin href="/assets/AuthPage-D4.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/AuthPage-E5.css">',
  '</head><body><div id="root"></div></body></html>',
].join("\n    ");

const outDir = mkdtempSync(join(tmpdir(), "village-first-view-"));
mkdirSync(join(outDir, "assets"));
writeFileSync(join(outDir, "assets/index-C3.css"), "body{margin:0}\n");
writeFileSync(join(outDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const head = (html: string) => html.slice(0, html.indexOf("</head>"));

describe("a page's first view", () => {
  const page = withAppAfterPaint(withIconInline(withStylesInline(built, outDir), outDir));

  it("carries the app's stylesheet and the favicon in the HTML itself", () => {
    expect(page).toContain("<style>body{margin:0}</style>");
    expect(page).not.toContain("index-C3.css");
    expect(page).toContain('<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns');
  });

  it("sets aside, in document order, everything the head would fetch but the paint does not need", () => {
    expect(head(page)).not.toMatch(/<script type="module"|modulepreload|rel="preload"|rel="manifest"/);
    expect(/<template id="app-scripts">(.*)<\/template><\/body>/.exec(page)?.[1]).toBe(
      [
        '<link rel="manifest" href="/manifest.webmanifest" />',
        '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
        '<link rel="modulepreload" crossorigin href="/assets/AuthPage-D4.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/AuthPage-E5.css">',
      ].join(""),
    );
  });

  it("refuses HTML without the app's script or manifest, or set aside already", () => {
    expect(() => withAppAfterPaint("<html><head></head><body></body></html>")).toThrow(/no module script/);
    expect(() => withAppScriptsMarked(built.replace(/<link rel="manifest"[^>]*>/, ""))).toThrow(/no manifest/);
    expect(() => withAppAfterPaint(page)).toThrow(/already/);
  });

  it("refuses a stylesheet that would end its <style> element", () => {
    writeFileSync(join(outDir, "assets/index-C3.css"), "a::after{content:'</style>'}");
    expect(() => withStylesInline(built, outDir)).toThrow(/end a <style> element early/);
    writeFileSync(join(outDir, "assets/index-C3.css"), "body{margin:0}\n");
  });
});

describe("the home page's shell", () => {
  // index.html as built, without a page's own preloads (only the other pages' HTML gets those).
  const home = built.replace(
    /\s*<link rel="(?:modulepreload|preload" as="style)" crossorigin href="\/assets\/AuthPage-[^"]+">/g,
    "",
  );

  it("only marks its app's scripts and manifest, where the entry script was, for the homeHtml function", () => {
    const shell = withAppScriptsMarked(home);
    expect(shell).not.toContain("<template");
    expect(shell.indexOf("<!--app-scripts-->")).toBeLessThan(shell.indexOf('<link rel="stylesheet"'));
    expect(/<!--app-scripts-->(.*)<!--\/app-scripts-->/.exec(shell)?.[1]).toBe(
      [
        '<link rel="manifest" href="/manifest.webmanifest" />',
        '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
      ].join(""),
    );
  });
});

describe("pageFilesOf", () => {
  const rewrites = [
    { source: "/anon", destination: "/pages/AnonymousPostPage.html" },
    { source: "/terms", destination: "/legal/terms.html" },
    { source: "/api/home", function: { functionId: "homePage" } },
  ];

  it("names the page HTML firebase.json serves at each path", () => {
    expect([...pageFilesOf(rewrites, ["/anon"])]).toEqual([["/anon", "AnonymousPostPage.html"]]);
  });

  it("refuses a path served by anything but a page of the app", () => {
    for (const path of ["/terms", "/api/home", "/nowhere"])
      expect(() => pageFilesOf(rewrites, [path])).toThrow(`firebase.json serves ${path} from no page of the app`);
  });
});
