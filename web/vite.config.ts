import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  // The manifest lets scripts/check-bundle-size.mjs find the home route's initial chunks.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
});
