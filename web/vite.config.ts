import { copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/**
 * Hosting answers paths that are not routes of the app with 404.html and a real 404 status (firebase.json
 * rewrites only the app's routes). That file is the app itself, so the visitor still meets the site's
 * "Page not found" page, with its header and a way home.
 */
function notFoundPage(): Plugin {
  let outDir = "dist";
  return {
    name: "village-404-page",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      copyFileSync(join(outDir, "index.html"), join(outDir, "404.html"));
    },
  };
}

export default defineConfig({
  plugins: [react(), notFoundPage()],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  // The manifest lets scripts/check-bundle-size.mjs find the home route's initial chunks.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
});
