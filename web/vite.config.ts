import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { defineConfig, loadEnv, type Plugin, type Rollup } from "vite";
import react from "@vitejs/plugin-react";
import { firestoreOriginFor } from "./src/lib/firebase/firestore-origin";
import { prerenderedPaths } from "./src/lib/paths";
import { devProxy } from "./dev-proxy";
import { zodMiniAlone } from "./zod-mini-alone";
import {
  PAGE_HTML,
  pageFilesOf,
  withAppAfterPaint,
  withAppScriptsMarked,
  withIconInline,
  withPageStylesInline,
  withStylesInline,
} from "./first-view-html.mjs";
import { pageShellOf, withoutBuildMarkers } from "./page-shell";
// Relative: Vite loads its config with Node, which cannot import the shared package's TypeScript by name.
import {
  HOME_SHELL_PARTS_PATH,
  POST_PAGE_SHELL_PARTS_PATH,
  shellPage,
  TRANSPARENCY_SHELL_PARTS_PATH,
} from "../shared/src/page-shell";

/**
 * index.html draws the home list's skeleton before the app runs (styles/shell.css); every other page's HTML
 * keeps the banner but not that, so /terms does not flash a list it will never show.
 */
const LIST_SKELETON = /\s*<!--list-skeleton-->[\s\S]*<!--\/list-skeleton-->/;
/** Nor the preload of the home list's first page (`/api/home`), which only the home page reads. */
const HOME_DATA = /\s*<!--home-data-->[\s\S]*<!--\/home-data-->/;

function withoutListSkeleton(html: string): string {
  if (!LIST_SKELETON.test(html)) throw new Error("index.html has no <!--list-skeleton--> part");
  if (!HOME_DATA.test(html)) throw new Error("index.html has no <!--home-data--> part");
  return html.replace(LIST_SKELETON, "").replace(HOME_DATA, "");
}

const FIREBASE_JSON = resolve(import.meta.dirname, "../firebase.json");
const REWRITES = (
  JSON.parse(readFileSync(FIREBASE_JSON, "utf8")) as {
    hosting: { rewrites: { source: string; destination?: string }[] };
  }
).hosting.rewrites;

/** The legal pages' shared HTML, which web/prerender.mjs renders each legal page into. */
const LEGAL_PAGES_HTML = "OtherRoutes.html";

/** The transparency report's page, which the transparencyPage function renders the report into (decision 0130). */
const TRANSPARENCY_HTML = "transparency.html";

/** A post's page's HTML, which the postPage function renders the post into (docs/decisions/0082). */
const POST_PAGE_HTML = "PostPage.html";

/**
 * The pages' HTML files that hold their whole first view once built (web/prerender.mjs fills them in) or once
 * served: the legal pages' shared one, the file firebase.json serves at each page the build renders, and a post's.
 */
const PAINTED_FROM_HTML = new Set([
  LEGAL_PAGES_HTML,
  POST_PAGE_HTML,
  ...pageFilesOf(REWRITES, prerenderedPaths).values(),
]);

/**
 * The pages' HTML files whose app starts after their first paint, as the rendered home page's does: every page
 * rendered at build time, the legal pages' and the others (their HTML is their first view; a form's controls
 * wait, disabled, for the app: docs/decisions/0106).
 */
const APP_AFTER_PAINT = new Set([LEGAL_PAGES_HTML, ...pageFilesOf(REWRITES, prerenderedPaths).values()]);

/**
 * Where the build puts index.html: Hosting's rewrite of `/` goes to the homeHtml function, which fetches it
 * (functions/src/http/home-html.ts, HOME_SHELL_PATH).
 */
const HOME_SHELL = "pages/home.html";

/**
 * A page a function renders into: its parts (web/page-shell.ts) at `partsPath`, which the function fetches and
 * joins around what it renders (docs/decisions/0104), and at `file` the page as the app draws it, the same
 * parts joined (what the home page sends when it has no posts in time).
 */
function writeShell(file: string, html: string, partsPath: string): void {
  const shell = pageShellOf(html, file);
  writeFileSync(file, shellPage(shell));
  writeFileSync(join(dirname(file), basename(partsPath)), `${JSON.stringify(shell)}\n`);
}

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
      const index = join(outDir, "index.html");
      const html = withIconInline(withStylesInline(readFileSync(index, "utf8"), outDir), outDir);
      // Every page's stylesheet is in its HTML (docs/decisions/0075). The pages rendered at build time (the
      // legal pages, prerendered from pages/OtherRoutes.html, and APP_AFTER_PAINT's others) start their app
      // after that first paint, as the rendered home page does (docs/decisions/0106); a post's page, with its
      // own stylesheets inline too, is cut into parts (writeShell) for the postPage function, which sets its
      // scripts aside when it renders the post (docs/decisions/0082, 0104); every other page (/auth/reset,
      // which reads its link's code) keeps its scripts in the head, as its content needs them.
      // "Page not found" (web/prerender.mjs renders it in) starts its app after its first paint too.
      writeFileSync(join(outDir, "404.html"), withoutBuildMarkers(withAppAfterPaint(withoutListSkeleton(html))));
      for (const page of readdirSync(join(outDir, "pages"))) {
        const file = join(outDir, "pages", page);
        const pageHtml = withIconInline(withStylesInline(readFileSync(file, "utf8"), outDir), outDir);
        if (page === POST_PAGE_HTML) {
          writeShell(file, withAppScriptsMarked(withPageStylesInline(pageHtml, outDir)), POST_PAGE_SHELL_PARTS_PATH);
          continue;
        }
        // `/transparency` is drawn by the legal pages' chunk, rendered by the transparencyPage function into a
        // copy of their HTML cut into parts as a post's page is (docs/decisions/0130).
        if (page === LEGAL_PAGES_HTML)
          writeShell(
            join(outDir, "pages", TRANSPARENCY_HTML),
            withAppScriptsMarked(withPageStylesInline(pageHtml, outDir)),
            TRANSPARENCY_SHELL_PARTS_PATH,
          );
        writeFileSync(file, withoutBuildMarkers(APP_AFTER_PAINT.has(page) ? withAppAfterPaint(pageHtml) : pageHtml));
      }
      // The home page's shell, which the homeHtml function renders the first page into (functions/src/http/
      // home-html.ts). Not index.html: Hosting would serve that for `/` itself, before any rewrite.
      // With its stylesheet inline: the first response is all the first view needs (docs/decisions/0044).
      writeShell(join(outDir, HOME_SHELL), withAppScriptsMarked(html), HOME_SHELL_PARTS_PATH);
      rmSync(index);
    },
  };
}

/**
 * The pages whose HTML no rewrite names: a function serves it (fetched from /pages/<name>.html), or the
 * legal pages' prerendering starts from it (web/prerender.mjs).
 */
const FUNCTION_PAGES = ["PostPage", "OtherRoutes"];

const ownCss = (chunk: Rollup.OutputChunk): Set<string> => chunk.viteMetadata?.importedCss ?? new Set();

/** The CSS of `chunk` and of every chunk it imports statically, the entry's excepted (it is in the HTML). */
function cssOf(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, seen = new Set<string>()): Set<string> {
  seen.add(chunk.fileName);
  const css = new Set(ownCss(chunk));
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (seen.has(file) || imported?.type !== "chunk" || imported.isEntry) continue;
    for (const sheet of cssOf(imported, bundle, seen)) css.add(sheet);
  }
  return css;
}

/**
 * A lazily loaded page would wait for the app's entry chunk before its own chunk is even asked for: two
 * downloads one after the other. For each page that firebase.json rewrites a route to
 * (`/pages/AuthPage.html`), this writes a copy of index.html that also preloads that page's own chunk and
 * CSS, so they download alongside the entry. The build fails when a rewrite names a page that is not a lazy
 * chunk of the app.
 */
function pageHtml(): Plugin {
  const pages = new Set(REWRITES.flatMap(({ destination }) => PAGE_HTML.exec(destination ?? "")?.[1] ?? []));
  // Served through a function, which writes a post's preview tags into it (functions/src/http/post-page.ts).
  for (const page of FUNCTION_PAGES) pages.add(page);
  return {
    name: "village-page-html",
    apply: "build",
    // After Vite's own HTML plugin has written index.html (with the entry's preloads) into the bundle.
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset" || typeof index.source !== "string") return this.error("no index.html in the build");
      const html = index.source;
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
      for (const page of pages) {
        const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.name === page);
        if (!chunk)
          return this.error(`firebase.json rewrites to /pages/${page}.html, but no lazy chunk is named ${page}`);
        // The page's own chunk and CSS only. Its imports (zod for /new's form) follow when it runs: preloaded
        // too, they took bandwidth from the entry, which draws what a first visit sees first (the header, the
        // cookie notice), and made the entry and the page run as one long task. A page painted from its HTML
        // needs its imports' CSS too (the shared form's), which web/prerender.mjs puts inline.
        const css = [...(PAINTED_FROM_HTML.has(`${page}.html`) ? cssOf(chunk, bundle) : ownCss(chunk))].filter(
          (file) => !html.includes(`/${file}"`),
        );
        const links = [
          `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`,
          ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        this.emitFile({
          type: "asset",
          fileName: `pages/${page}.html`,
          source: withoutListSkeleton(html).replace("</head>", `    ${links.join("\n    ")}\n  </head>`),
        });
      }
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

/**
 * V8 compiles a function the first time it is called, on the main thread, unless told otherwise. The entry
 * chunk (React DOM and the app's shell) runs nearly all of its functions during the first render, so its
 * first line carries V8's file-wide compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; to other
 * browsers it is a comment): the whole file is compiled while it downloads, off the main thread. The first
 * render went from 14–25 ms to 6–8 ms of main-thread work (docs/decisions/0012-calm-fast-pages.md).
 *
 * Added last, after the minifier (which drops comments) and Vite's own rewrites of the chunk; the source map
 * gains an empty first line to match.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

function compileHint(): Plugin {
  return {
    name: "village-compile-hint",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || !file.isEntry) continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          // The map is already its own file of the bundle by now; its first line is now the hint's.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    zodMiniAlone(),
    react(),
    compileHint(),
    notFoundPage(),
    pageHtml(),
    preconnectFirestore(firestoreOriginFor(loadEnv(mode, import.meta.dirname, "VITE_"))),
  ],
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // `npm run dev` serves without Hosting: every function rewrite of firebase.json goes to the emulator.
    proxy: devProxy(
      FIREBASE_JSON,
      loadEnv(mode, import.meta.dirname, "VITE_").VITE_FIREBASE_PROJECT_ID ?? "demo-village",
    ),
  },
  resolve: {
    alias: [
      {
        find: "use-sync-external-store/shim/index.js",
        replacement: resolve(import.meta.dirname, "src/lib/react-sync-store.ts"),
      },
    ],
  },
  // The manifest lets scripts/check-bundle-size.mjs find the home route's initial chunks.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // Everything the entry imports statically in one chunk: Rolldown otherwise cuts the modules the lazy pages
    // share with it into small common chunks (seven files on the first load), each compressed alone: 2,102
    // bytes more gzipped than the same code in one file (decision 0113).
    rollupOptions: { output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } } },
  },
}));
