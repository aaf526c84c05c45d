// Bundles the functions into lib/index.js with the code from shared/ inlined, because `firebase deploy`
// uploads only this folder. firebase-functions and firebase-admin stay external: Cloud Functions installs
// them from package.json. (The backfill tool is not deployed: `npm run backfill` runs its TypeScript with tsx.)
import { build } from "esbuild";
import { build as viteBuild } from "vite";
import { cspDirectives } from "../scripts/lib/csp.mjs";
import { readdir, readFile } from "node:fs/promises";

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
// React's production build whatever NODE_ENV the caller had (see web/prerender.mjs).
process.env.NODE_ENV = "production";
await viteBuild({ configFile: path("../web/vite.server.config.ts") });

// The deployed module: src/index.ts (setup first, then the HTTP functions and triggers) and every callable in
// src/callables/, one file each, exporting the function under its contract's name. Found by reading the
// folder, so a new callable needs no line here or in index.ts; test/deploy/functions-bundle.test.ts checks
// that the bundle exports exactly one function per contract and the listed others.
const callables = (await readdir(path("./src/callables")))
  .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
  .sort();
const contents = ["./index.ts", ...callables.map((file) => `./callables/${file}`)]
  .map((file) => `export * from ${JSON.stringify(file)};`)
  .join("\n");

await build({
  ...common,
  stdin: { contents, resolveDir: path("./src"), sourcefile: "deployed.ts", loader: "ts" },
  outfile: path("./lib/index.js"),
  alias: { "#app-renderer": renderer },
  // The site's Content-Security-Policy from its one source, for the home page's own header.
  define: { __VILLAGE_CSP_DIRECTIVES__: JSON.stringify(cspDirectives()) },
});
