// zod/mini on its own in the browser's build (docs/decisions/0107). The home page's first load parses what it
// reads with zod/mini schemas (shared/src/read-schemas.ts), whose engine is zod's core; the pages loaded
// later validate their forms with full zod, built on the same core. A bundler keeps one copy of a module,
// with every export any page uses, in the chunk the first load already needs: the home page would carry
// all of zod's core (15.3 KiB gzipped) for the few schemas it parses with. Bundled here into one module of
// its own, zod/mini keeps only what those schemas use (about 6 KiB); a page that also loads full zod has its
// own copy of the core, a few KiB more on a page that opens later. The two copies never meet: no full-zod
// schema is built from a zod/mini one in the web app.
import { build } from "esbuild";
import type { Plugin } from "vite";

/** shared/src/zod-mini.ts: the names of zod/mini that the reads use. */
const NAMES = /[\\/]shared[\\/]src[\\/]zod-mini\.ts$/;

export function zodMiniAlone(): Plugin {
  return {
    name: "zod-mini-alone",
    // The production build only: the dev server and the tests read zod as installed.
    apply: "build",
    enforce: "pre",
    async load(id) {
      if (!NAMES.test(id)) return null;
      // Those names and what they need, as one module: no import of zod's own files is left to share.
      const result = await build({
        entryPoints: [id],
        bundle: true,
        format: "esm",
        platform: "browser",
        write: false,
        logLevel: "silent",
      });
      return result.outputFiles[0]?.text ?? null;
    },
  };
}
