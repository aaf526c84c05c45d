import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig, loadEnv, type Plugin, type Rollup } from "vite";
import react from "@vitejs/plugin-react";
import { firestoreOriginFor } from "./src/lib/firebase/firestore-origin";
import { devProxy } from "./dev-proxy";

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

/**
 * Where the build puts index.html: Hosting's rewrite of `/` goes to the homeHtml function, which fetches it
 * (functions/src/http/home-html.ts, HOME_SHELL_PATH).
 */
const HOME_SHELL = "pages/home.html";

/** The app's own stylesheet, as Vite links it from index.html. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/;

/**
 * The HTML with the app's stylesheet in a `<style>` element instead of a link: no second request before the
 * first paint. The homeHtml function allows it by its hash in the page's Content-Security-Policy
 * (functions/src/services/home-policy.ts). The file stays, for every other page's HTML.
 */
function withStylesInline(html: string, outDir: string): string {
  const link = STYLESHEET.exec(html);
  if (!link?.[1]) throw new Error("index.html links no stylesheet of the app's");
  const css = readFileSync(join(outDir, link[1]), "utf8").trim();
  if (css.includes("</")) throw new Error("the app's stylesheet would end a <style> element early");
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/** The app's entry script and the modulepreloads of its imports, as Vite writes them into index.html's head. */
const APP_SCRIPTS =
  /\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>(\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">)*/;

/** The web-app manifest's link in index.html's head. */
const MANIFEST_LINK = /\s*<link rel="manifest" href="\/manifest\.webmanifest" \/>/;
/** The favicon's link in index.html's head. */
const ICON_LINK = /<link rel="icon" href="\/(favicon\.svg)" type="image\/svg\+xml" \/>/;

/**
 * The home page's HTML is its first view once the homeHtml function has rendered the posts into it: then
 * nothing else is fetched before its first paint. The shell marks what may wait (its app's scripts and the
 * web-app manifest, which Chrome fetches at once, and its icons after it) with `<!--app-scripts-->`; the
 * function moves that part, inert, into `<template id="app-scripts">` (functions/src/services/
 * home-page-html.ts), and the head script (scripts/lib/csp.mjs: HEAD_SCRIPT) adds it once the first paint is
 * done. The shell as it is (a search, a late home document) keeps it in the head: its app draws the list.
 * The favicon (200 bytes) is in the HTML itself (docs/decisions/0068).
 */
function withAppScriptsMarked(html: string, outDir: string): string {
  const scripts = APP_SCRIPTS.exec(html)?.[0];
  const manifest = MANIFEST_LINK.exec(html)?.[0];
  const icon = ICON_LINK.exec(html);
  if (!scripts || !manifest || !icon?.[1])
    throw new Error("index.html lacks the app's module script, manifest or icon");
  const svg = readFileSync(join(outDir, icon[1]), "utf8").trim();
  return html
    .replace(manifest, "")
    .replace(
      scripts,
      () => `\n    <!--app-scripts-->${manifest.trim()}${scripts.trim().replace(/\s*\n\s*/g, "")}<!--/app-scripts-->`,
    )
    .replace(
      icon[0],
      () => `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`,
    );
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
      writeFileSync(join(outDir, "404.html"), withoutListSkeleton(readFileSync(index, "utf8")));
      // The home page's shell, which the homeHtml function renders the first page into (functions/src/http/
      // home-html.ts). Not index.html: Hosting would serve that for `/` itself, before any rewrite.
      // With its stylesheet inline: the first response is all the first view needs (docs/decisions/0044).
      mkdirSync(join(outDir, "pages"), { recursive: true });
      writeFileSync(
        join(outDir, HOME_SHELL),
        withAppScriptsMarked(withStylesInline(readFileSync(index, "utf8"), outDir), outDir),
      );
      rmSync(index);
    },
  };
}

/**
 * The pages whose HTML no rewrite names: a function serves it (fetched from /pages/<name>.html), or the
 * legal pages' prerendering starts from it (web/prerender.mjs).
 */
const FUNCTION_PAGES = ["PostPage", "OtherRoutes"];

/** Where the per-page HTML files go, and how firebase.json names them: `/pages/<lazy chunk's name>.html`. */
const PAGE_HTML = /^\/pages\/([A-Za-z]+)\.html$/;

/**
 * A lazily loaded page would wait for the app's entry chunk before its own chunk is even asked for: two
 * downloads one after the other. For each page that firebase.json rewrites a route to
 * (`/pages/AuthPage.html`), this writes a copy of index.html that also preloads that page's own chunk and
 * CSS, so they download alongside the entry. The build fails when a rewrite names a page that is not a lazy
 * chunk of the app.
 */
function pageHtml(firebaseJson: string): Plugin {
  const rewrites = (
    JSON.parse(readFileSync(firebaseJson, "utf8")) as { hosting: { rewrites: { destination?: string }[] } }
  ).hosting.rewrites;
  const pages = new Set(rewrites.flatMap(({ destination }) => PAGE_HTML.exec(destination ?? "")?.[1] ?? []));
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
        // cookie notice), and made the entry and the page run as one long task.
        const css = [...(chunk.viteMetadata?.importedCss ?? [])].filter((file) => !html.includes(`/${file}"`));
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
    react(),
    compileHint(),
    notFoundPage(),
    pageHtml(resolve(import.meta.dirname, "../firebase.json")),
    preconnectFirestore(firestoreOriginFor(loadEnv(mode, import.meta.dirname, "VITE_"))),
  ],
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // `npm run dev` serves without Hosting: every function rewrite of firebase.json goes to the emulator.
    proxy: devProxy(
      resolve(import.meta.dirname, "../firebase.json"),
      loadEnv(mode, import.meta.dirname, "VITE_").VITE_FIREBASE_PROJECT_ID ?? "demo-village",
    ),
  },
  // The manifest lets scripts/check-bundle-size.mjs find the home route's initial chunks.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
}));
