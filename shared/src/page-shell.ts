// A page's HTML in the parts a server joins around what it renders: the web build writes one per page a
// function serves (web/page-shell.ts: `/` and `/p/{id}`), the functions fetch it from Hosting and join the parts
// by concatenation (functions/src/services/pages/), so nothing at run time looks for markers in HTML or cuts it
// with regular expressions. One declaration for both sides (docs/decisions/0104).
import "./zod-config.js";
import { z } from "zod";

/** The parts of a page's HTML, in document order as the build wrote them. */
export const pageShellSchema = z.strictObject({
  /** From the doctype into the head: everything every variant of the page keeps, up to the parts below. */
  head: z.string(),
  /** The preload of the home list's first page (`/api/home`): the home page's shell only, else empty. */
  homePreload: z.string(),
  /** The site's `<title>`, which a post's page replaces with the post's. */
  title: z.string(),
  /** The site's description and the preview tags a post's page replaces with the post's (`og:title`, …). */
  siteTags: z.string(),
  /**
   * What the app needs only once it runs (its entry script, their preloads, the manifest): in the head where
   * the app draws the page, in `<template id="app-scripts">` where the page is rendered (docs/decisions/0068).
   */
  appScripts: z.string(),
  /** From there to `#root`: the head's inline styles, `</head>`, `<body>`. */
  beforeRoot: z.string(),
  /**
   * What the shell paints in `#root` before the app arrives (its banner, its empty main, its footer), cut
   * where the main's content goes: a post for readers without JavaScript goes between the two.
   */
  root: z.tuple([z.string(), z.string()]),
  /** After `#root`: up to `</body>` (a rendered page's data goes just after `#root`), and from `</body>` on. */
  afterRoot: z.tuple([z.string(), z.string()]),
  /**
   * The Content-Security-Policy source allowing each inline `<style>` of the page (`'sha256-…'`), computed by
   * the build: the home page sends its own policy with them, and a rendered page adds no style.
   */
  styleHashes: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)),
});

export type PageShell = z.infer<typeof pageShellSchema>;

/** The id of `#root`'s element, whose content a rendered page replaces. */
const ROOT_OPEN = '<div id="root"';

/**
 * The page as the app draws it: the shell's own `#root` (with `main`, when given, as its main's content) and
 * the app's scripts in the head. `homePreload: false` leaves the preload of the home list out (a search).
 */
export function shellPage(shell: PageShell, options: { homePreload?: boolean; main?: string } = {}): string {
  return [
    shell.head,
    options.homePreload === false ? "" : shell.homePreload,
    shell.title,
    shell.siteTags,
    shell.appScripts,
    shell.beforeRoot,
    `${ROOT_OPEN}>`,
    shell.root[0],
    options.main ?? "",
    shell.root[1],
    "</div>",
    shell.afterRoot[0],
    shell.afterRoot[1],
  ].join("");
}

/** Where the home page's shell is, in parts (the page itself, as built, is HOME_SHELL_PATH). */
export const HOME_SHELL_PARTS_PATH = "/pages/home.shell.json";

/** Where a post's page's shell is, in parts (the postPage function renders the post into it). */
export const POST_PAGE_SHELL_PARTS_PATH = "/pages/PostPage.shell.json";

/**
 * Where `/transparency`'s shell is, in parts: the legal pages' HTML (pages/OtherRoutes.html, which preloads
 * the chunk that draws it), cut as a post's page is, for the transparencyPage function to render the report into.
 */
export const TRANSPARENCY_SHELL_PARTS_PATH = "/pages/transparency.shell.json";
