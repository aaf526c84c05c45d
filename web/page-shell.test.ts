import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageShellSchema, shellPage } from "@village/shared";
import { hashSource } from "../scripts/lib/csp.mjs";
import { withAppScriptsMarked } from "./first-view-html.mjs";
import { pageShellOf, withoutBuildMarkers } from "./page-shell";

/** web/index.html as Vite writes it: the app's scripts and stylesheet added at the end of the head. */
function built(): string {
  const source = readFileSync(new URL("./index.html", import.meta.url), "utf8");
  return source
    .replace('<script type="module" src="/src/main.tsx"></script>', "")
    .replace(
      "</head>",
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n<style>body{margin:0}</style>\n</head>',
    );
}

/** A post's page as vite.config.ts writes it: no list skeleton, no preload of the home list. */
const postPage = (html: string) =>
  html
    .replace(/\s*<!--list-skeleton-->[\s\S]*<!--\/list-skeleton-->/, "")
    .replace(/\s*<!--home-data-->[\s\S]*<!--\/home-data-->/, "");

describe("the build's cut of a page into parts", () => {
  const home = withAppScriptsMarked(built());
  const shell = pageShellOf(home, "home.html");

  it("gives back the page, without the build's markers, when the parts are joined", () => {
    const page = shellPage(shell);
    expect(page).toBe(withoutBuildMarkers(home).replace(/<!--\/?(app|app-scripts|home-data)-->/g, ""));
    // Nothing a function would have to look for is left in what Hosting serves or in the parts.
    expect(page).not.toMatch(/<!--\/?[a-z-]+-->/);
    expect(JSON.stringify(shell)).not.toMatch(/<!--\/?[a-z-]+-->/);
    expect(pageShellSchema.parse(JSON.parse(JSON.stringify(shell)))).toEqual(shell);
  });

  it("sets apart the parts a function changes: the home list's preload, the site's title and tags, the scripts", () => {
    expect(shell.homePreload).toContain('<link rel="preload" href="/api/home"');
    expect(shell.title.trim()).toMatch(/<title>Village<\/title>$/);
    for (const tag of [
      'property="og:title"',
      'property="og:description"',
      'property="og:type"',
      'name="twitter:title"',
    ])
      expect(shell.siteTags, tag).toContain(tag);
    // What a post's page keeps: the site's name and the card's kind.
    expect(shell.head).toContain('<meta property="og:site_name" content="Village" />');
    expect(shell.head).toContain('<meta name="twitter:card" content="summary" />');
    expect(shell.appScripts).toMatch(
      /^<link rel="manifest"[^>]*><script type="module" crossorigin src="\/assets\/index-A1\.js">/,
    );
    expect(shell.beforeRoot).toMatch(/<style>body\{margin:0\}<\/style>\s*<\/head>\s*<body>/);
    expect(shell.root[0]).toMatch(/<main class="shell-main">$/);
    expect(shell.root[1]).toContain("skeleton-list");
    expect(shell.afterRoot[1]).toMatch(/^<\/body>\s*<\/html>\s*$/);
    // The home page's policy allows its inline style by this hash, computed here rather than per request.
    expect(shell.styleHashes).toEqual([hashSource("body{margin:0}")]);
  });

  it("cuts a post's page, which has no preload of the home list, the same way", () => {
    const post = pageShellOf(withAppScriptsMarked(postPage(built())), "PostPage.html");
    expect(post.homePreload).toBe("");
    expect(post.root[1]).not.toContain("skeleton");
    expect(post.title).toContain("<title>Village</title>");
  });

  it("stops the build when a part is missing", () => {
    expect(() => pageShellOf(home.replace("<!--site-tags-->", ""), "home.html")).toThrow(/site-tags/);
    expect(() => pageShellOf(home.replace("<!--app-scripts-->", ""), "home.html")).toThrow(/app-scripts/);
    expect(() => pageShellOf(home.replace('<main class="shell-main">', "<main>"), "home.html")).toThrow(/shell-main/);
  });
});
