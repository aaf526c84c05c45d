// The build's rewrites of index.html that make a page's first response all its first paint needs: the app's
// stylesheet inline, the favicon a `data:` URL, and what only the running app needs (its scripts, their
// preloads, the manifest) out of the way until the page has painted, where the HTML is the page's content.
// The pages a function renders (the home page, a post's) only mark that part, for web/page-shell.ts to cut
// out, and the function to set aside when it renders the page (docs/decisions/0068, 0104); the legal pages' HTML has it set aside by the build (docs/decisions/0075). The
// inline styles are allowed by their hashes in firebase.json's Content-Security-Policy, which
// web/prerender.mjs checks at the end of the build.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The app's own stylesheet, as Vite links it from index.html. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/;

/**
 * A stylesheet's text, ready for a `<style>` element.
 *
 * @param {string} outDir
 * @param {string} file
 * @returns {string}
 */
export function inlineCss(outDir, file) {
  const css = readFileSync(join(outDir, file), "utf8").trim();
  if (css.includes("</")) throw new Error(`${file} would end a <style> element early`);
  return css;
}

/**
 * The HTML with the app's stylesheet in a `<style>` element instead of a link: no second request before the
 * first paint. The file stays, for the lazy pages' code that imports it.
 *
 * @param {string} html
 * @param {string} outDir
 * @returns {string}
 */
export function withStylesInline(html, outDir) {
  const link = STYLESHEET.exec(html);
  if (!link?.[1]) throw new Error("index.html links no stylesheet of the app's");
  const css = inlineCss(outDir, link[1]);
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/** A page's own stylesheet, as the build preloads it (web/vite.config.ts) for its code to apply. */
const PAGE_STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The HTML with the stylesheets it only preloads (a page's own, which its code applies) inline, in one
 * `<style>` element at the end of the head: for a page whose markup is there before its code (rendered at
 * build time or by a function), they must apply from the first paint, or the page moves when they do.
 *
 * @param {string} html
 * @param {string} outDir
 * @returns {string}
 */
export function withPageStylesInline(html, outDir) {
  const styles = [...html.matchAll(PAGE_STYLE_PRELOAD)].map(([, css]) => inlineCss(outDir, css ?? "")).join("\n");
  return html
    .replace(PAGE_STYLE_PRELOAD, "")
    .replace("</head>", () => (styles ? `<style>${styles}</style></head>` : "</head>"));
}

/** The favicon's link in index.html's head. */
const ICON_LINK = /<link rel="icon" href="\/(favicon\.svg)" type="image\/svg\+xml" \/>/;

/**
 * The favicon (200 bytes) as a `data:` URL: Chrome fetches a linked one while the page loads.
 *
 * @param {string} html
 * @param {string} outDir
 * @returns {string}
 */
export function withIconInline(html, outDir) {
  const icon = ICON_LINK.exec(html);
  if (!icon?.[1]) throw new Error("index.html links no favicon");
  const svg = readFileSync(join(outDir, icon[1]), "utf8").trim();
  return html.replace(
    icon[0],
    () => `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`,
  );
}

/**
 * What a page needs only once it runs: the entry script, every modulepreload (the entry's imports and a
 * page's own chunk), the preload of a page's own stylesheet, and the web-app manifest (which Chrome fetches
 * at once, and its icons after it).
 */
const LATER =
  /\s*(?:<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">|<link rel="preload" as="style" crossorigin href="\/assets\/[^"]+">|<link rel="manifest" href="\/manifest\.webmanifest" \/>)/g;

/**
 * The HTML's LATER parts, in document order, each trimmed; throws when the app's module script or the
 * manifest is not among them.
 *
 * @param {string} html
 * @returns {string}
 */
function laterPart(html) {
  const later = html.match(LATER) ?? [];
  if (!later.some((part) => part.includes("<script")) || !later.some((part) => part.includes('rel="manifest"')))
    throw new Error("the page's HTML has no module script or no manifest link");
  return later.map((part) => part.trim()).join("");
}

/**
 * A page a function renders (the home page's shell, a post's page): what its app needs only once it runs
 * (LATER), gathered and marked with `<!--app-scripts-->` where the entry script was, for web/page-shell.ts to
 * cut out as one part, which the function puts in `<template id="app-scripts">` when it renders the page
 * (functions/src/services/pages/rendered-page-html.ts). The page sent as it is keeps them in its head: its
 * app draws the page, so it must not wait.
 *
 * @param {string} html
 * @returns {string}
 */
export function withAppScriptsMarked(html) {
  const marked = `\n    <!--app-scripts-->${laterPart(html)}<!--/app-scripts-->`;
  return html.replace(LATER, (part) => (part.includes("<script") ? marked : ""));
}

/**
 * A page whose HTML is its content (a legal page): what it needs only once it runs goes, inert, into
 * `<template id="app-scripts">` at the end of the body, and the head script (scripts/lib/csp.mjs:
 * HEAD_SCRIPT) adds it once the browser has painted the page. With the stylesheet inline, that paint follows
 * the HTML at once, so the app starts one frame later than from the head, and nothing it downloads stands
 * before the paint.
 *
 * @param {string} html
 * @returns {string}
 */
export function withAppAfterPaint(html) {
  if (html.includes('id="app-scripts"')) throw new Error("the page's HTML already sets its app aside");
  const later = laterPart(html);
  return html.replace(LATER, "").replace("</body>", () => `<template id="app-scripts">${later}</template></body>`);
}

/** Where the per-page HTML files go, and how firebase.json names them: `/pages/<lazy chunk's name>.html`. */
export const PAGE_HTML = /^\/pages\/([A-Za-z]+)\.html$/;

/**
 * The HTML file under `pages/` that firebase.json's `rewrites` serve at each of `paths` (the form pages,
 * which web/prerender.mjs renders into that file); throws for a path served any other way.
 *
 * @param {readonly { source: string; destination?: string }[]} rewrites
 * @param {Iterable<string>} paths
 * @returns {Map<string, string>}
 */
export function pageFilesOf(rewrites, paths) {
  return new Map(
    [...paths].map((path) => {
      const page = PAGE_HTML.exec(rewrites.find((rewrite) => rewrite.source === path)?.destination ?? "")?.[1];
      if (!page) throw new Error(`firebase.json serves ${path} from no page of the app`);
      return [path, `${page}.html`];
    }),
  );
}
