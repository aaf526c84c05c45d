// After the web build: the legal pages as static HTML (docs/decisions/0042), readable without JavaScript and
// painted whole from the first response. The app's own components render them (web/src/server/render.tsx,
// built here with Vite as the functions build it); each is written into a copy of the legal pages' HTML
// (pages/OtherRoutes.html, which preloads their code) as `legal/<name>.html`, which firebase.json serves
// at the page's path. The browser then takes the markup over (main.tsx).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { build } from "vite";
import { checkSiteStyles } from "../scripts/lib/csp.mjs";
import { inlineCss } from "./first-view-html.mjs";

const here = (relative) => new URL(relative, import.meta.url).pathname;
const mode = process.argv.includes("--mode") ? process.argv[process.argv.indexOf("--mode") + 1] : "production";
const outDir = here("./node_modules/.cache/server-render");
// React's production build, whatever NODE_ENV the caller had (vitest sets "test" for `npm start` in the start
// test): otherwise Vite's React plugin writes jsxDEV calls that the production runtime does not have.
process.env.NODE_ENV = "production";
await build({ configFile: here("./vite.server.config.ts"), mode, build: { outDir } });
const { renderPage, legalPages } = createRequire(import.meta.url)(`${outDir}/render.cjs`);

const ROOT_PART = /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/;
const shell = readFileSync(here("./dist/pages/OtherRoutes.html"), "utf8");
if (!ROOT_PART.test(shell)) throw new Error("pages/OtherRoutes.html has no #root with its <!--app--> part");
const PAGE_STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="\/([^"]+\.css)">/g;
const pageStyles = [...shell.matchAll(PAGE_STYLE_PRELOAD)]
  .map(([, file]) => `<style>${inlineCss(here("./dist"), file)}</style>`)
  .join("");
mkdirSync(here("./dist/legal"), { recursive: true });
for (const path of legalPages) {
  const root = await renderPage(path);
  const html = shell
    .replace(ROOT_PART, () => `<div id="root" data-rendered="page">${root}</div>`)
    // The page's own stylesheet, which the app's HTML only preloads (its code applies it): the markup is
    // there before the code, so the stylesheet must apply from the start, or the page moves when it does.
    // Inline, as the app's own stylesheet is (docs/decisions/0075).
    .replace(PAGE_STYLE_PRELOAD, "")
    .replace("</head>", () => `${pageStyles}</head>`);
  writeFileSync(here(`./dist/legal${path}.html`), html);
}
console.log(`Prerendered ${legalPages.length} legal pages into dist/legal/.`);

// The build's last step: the pages' inline styles must be allowed by firebase.json's policy, or browsers
// would refuse them. `npm start` writes a changed stylesheet's hash into firebase.json; elsewhere (the tests,
// a deploy) the build stops here instead, as a deploy would ship the policy it read before building.
const { changed, hashes } = checkSiteStyles(here("./dist"), { write: process.env.VILLAGE_CSP_WRITE === "1" });
if (changed)
  console.log(`firebase.json: the policy now allows the pages' inline styles ${hashes.join(" ")}; commit it.`);
