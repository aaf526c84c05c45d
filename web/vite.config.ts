import { copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { firestoreOriginFor } from "./src/lib/firebase/firestore-origin";

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

/**
 * Every page reads Firestore first thing, from another origin: the browser opens that connection while the
 * app's code downloads, rather than after (on a phone network, DNS, TCP and TLS are several round trips).
 */
function preconnectFirestore(origin: string): Plugin {
  return {
    name: "village-preconnect-firestore",
    transformIndexHtml: () => [
      { tag: "link", attrs: { rel: "preconnect", href: origin, crossorigin: "" }, injectTo: "head-prepend" },
    ],
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    notFoundPage(),
    preconnectFirestore(firestoreOriginFor(loadEnv(mode, import.meta.dirname, "VITE_"))),
  ],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  // The manifest lets scripts/check-bundle-size.mjs find the home route's initial chunks.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
}));
