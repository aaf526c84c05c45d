// After the web build: the pages whose first render depends on nothing in the browser, as static HTML
// (docs/decisions/0042, 0076), painted whole from the first response. The app's own components render them
// (web/src/server/render.tsx's renderRoute, built here with Vite as the functions build it). The legal pages, readable
// without JavaScript, are each written into a copy of their shared HTML (pages/OtherRoutes.html, which
// preloads their code) as `legal/<name>.html`, which firebase.json serves at the page's path; a form page
// (/anon, /auth) into the HTML file firebase.json serves at its path. The browser then takes the markup over
// (main.tsx).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { build } from "vite";
import { checkSiteStyles } from "../scripts/lib/csp.mjs";
import { pageFilesOf, withPageStylesInline } from "./first-view-html.mjs";

const here = (relative) => new URL(relative, import.meta.url).pathname;
const mode = process.argv.includes("--mode") ? process.argv[process.argv.indexOf("--mode") + 1] : "production";
const outDir = here("./node_modules/.cache/server-render");
// React's production build, whatever NODE_ENV the caller had (vitest sets "test" for `npm start` in the start
// test): otherwise Vite's React plugin writes jsxDEV calls that the production runtime does not have.
process.env.NODE_ENV = "production";
await build({ configFile: here("./vite.server.config.ts"), mode, build: { outDir } });
const { renderRoute, legalPages, builtPages, notFoundPath } = createRequire(import.meta.url)(`${outDir}/render.cjs`);

const ROOT_PART = /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/;

/**
 * `shell` (a page's HTML from the web build) with `path` rendered into its `#root`, and the stylesheets it
 * only preloads (its code applies them) inline, as the app's own stylesheet is (docs/decisions/0075).
 */
async function rendered(shell, path, file) {
  if (!ROOT_PART.test(shell)) throw new Error(`${file} has no #root with its <!--app--> part`);
  const page = await renderRoute(path);
  return withPageStylesInline(shell, here("./dist")).replace(
    ROOT_PART,
    () => `<div id="root" ${page.rootAttribute}>${page.root}</div>`,
  );
}

const legalShell = readFileSync(here("./dist/pages/OtherRoutes.html"), "utf8");
mkdirSync(here("./dist/legal"), { recursive: true });
for (const path of legalPages)
  writeFileSync(here(`./dist/legal${path}.html`), await rendered(legalShell, path, "pages/OtherRoutes.html"));

// A form page's HTML is the file firebase.json rewrites its path to (web/vite.config.ts writes one per page).
const { rewrites } = JSON.parse(readFileSync(here("../firebase.json"), "utf8")).hosting;
for (const [path, page] of pageFilesOf(rewrites, builtPages)) {
  const file = here(`./dist/pages/${page}`);
  writeFileSync(file, await rendered(readFileSync(file, "utf8"), path, `pages/${page}`));
}
// "Page not found", which Hosting answers at every path no rewrite names, with a 404 status.
const notFound = here("./dist/404.html");
writeFileSync(notFound, await rendered(readFileSync(notFound, "utf8"), notFoundPath, "404.html"));
console.log(
  `Prerendered ${legalPages.length} legal pages into dist/legal/, ${builtPages.join(", ")} in place and 404.html.`,
);

// The build's last step: the pages' inline styles must be allowed by firebase.json's policy, or browsers
// would refuse them. `npm start` writes a changed stylesheet's hash into firebase.json; elsewhere (the tests,
// a deploy) the build stops here instead, as a deploy would ship the policy it read before building.
const { changed, hashes } = checkSiteStyles(here("./dist"), { write: process.env.VILLAGE_CSP_WRITE === "1" });
if (changed)
  console.log(`firebase.json: the policy now allows the pages' inline styles ${hashes.join(" ")}; commit it.`);
