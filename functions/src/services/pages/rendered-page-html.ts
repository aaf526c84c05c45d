// A page of the app's HTML with what the app's server renderer (web/src/server/render.tsx) drew in its
// `#root`: the home page with its first page of posts, a post's page with its post. The browser takes that
// markup over (docs/decisions/0042, 0082). The page is the build's parts (shared/src/page-shell.ts) and the
// rendered ones joined end to end: nothing is looked for in HTML, and nothing of a post passes through a
// `String.replace` that would read `$&` or `$'` in it as a pattern (docs/decisions/0104).
import type { PageShell, RenderedPage } from "@village/shared";

/**
 * `shell` with `page` in its `#root`, the page's data just after it (before the app's module runs: modules
 * run after parsing), `headTags` in place of the site's title and tags (the post's own on a post's page), no
 * preload of the home list (the page has its posts), and the app's scripts inert in `<template
 * id="app-scripts">` at the end of the body, for the head script to add once the first paint is done: the
 * page needs none of them to show (docs/decisions/0068).
 */
export function renderedPageHtml(
  shell: PageShell,
  page: RenderedPage,
  headTags = shell.title + shell.siteTags,
): string {
  return [
    shell.head,
    headTags,
    shell.beforeRoot,
    `<div id="root" ${page.rootAttribute}>`,
    page.root,
    "</div>",
    page.data,
    shell.afterRoot[0],
    `<template id="app-scripts">${shell.appScripts}</template>`,
    shell.afterRoot[1],
  ].join("");
}
