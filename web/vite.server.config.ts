// The server's build of the app (web/src/server/render.tsx): one self-contained module, React's server
// renderer included, that functions/build.mjs bundles into the functions. CSS modules give the same class
// names as in the browser's build (the same files, the same naming), and no CSS is written.
import { resolve } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  publicDir: false,
  // React's production build: the functions run without NODE_ENV.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  logLevel: "warn",
  build: {
    ssr: resolve(import.meta.dirname, "src/server/render.tsx"),
    outDir: resolve(import.meta.dirname, "../functions/.server-render"),
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    rollupOptions: { output: { format: "cjs", entryFileNames: "render.cjs", codeSplitting: false } },
  },
});
