// Bundles the functions into lib/index.js with the code from shared/ inlined, because `firebase deploy`
// uploads only this folder. firebase-functions and firebase-admin stay external: Cloud Functions installs
// them from package.json. (The backfill tool is not deployed: `npm run backfill` runs its TypeScript with tsx.)
import { build } from "esbuild";
import { build as viteBuild } from "vite";
import { cspDirectives } from "../scripts/lib/csp.mjs";
import { readFile } from "node:fs/promises";

const pkg = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));
const path = (relative) => new URL(relative, import.meta.url).pathname;

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
};

// The app's server renderer (web/src/server/render.tsx, for the homeHtml function): built by Vite with the
// web app's own settings, so its CSS-module class names are the browser build's, then bundled in below.
const renderer = path("./.server-render/render.cjs");
await viteBuild({ configFile: path("../web/vite.server.config.ts") });

await build({
  ...common,
  entryPoints: [path("./src/index.ts")],
  outfile: path("./lib/index.js"),
  alias: { "#home-renderer": renderer },
  // The site's Content-Security-Policy from its one source, for the home page's own header.
  define: { __VILLAGE_CSP_DIRECTIVES__: JSON.stringify(cspDirectives()) },
});
