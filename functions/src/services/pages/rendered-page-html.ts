// A page of the app's HTML with what the app's server renderer (web/src/server/render.tsx) drew in its
// `#root`: the home page with its first page of posts, a post's page with its post. The browser takes that
// markup over (docs/decisions/0042, 0082).

import type { RenderedPage } from "@village/shared";

// `#root` with what the shell paints before the app arrives, which the rendered page replaces (whitespace
// included: the markup inside `#root` must be exactly what React renders).
const ROOT_PART = /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/;
// Where the data goes: just after `#root`, before the app's module runs (modules run after parsing).
const DATA_PLACE = "<!--page-data-->";
// What waits until the rendered page has painted: the app's scripts and the manifest (docs/decisions/0068).
const APP_SCRIPTS = /<!--app-scripts-->([\s\S]*?)<!--\/app-scripts-->/;

/**
 * `html` with `page` in its `#root`, the data just after it and its app's scripts in
 * `<template id="app-scripts">`, for the head script to add after the first paint. Every replacement is by a
 * function, so nothing in a post (a `$&`, a `$'`) is read as a replacement pattern. Throws when `html` lacks
 * a part it needs: the caller then sends the page without the rendered part.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const later = APP_SCRIPTS.exec(html)?.[1];
  if (!ROOT_PART.test(html) || !html.includes(DATA_PLACE) || !later)
    throw new Error("The page lacks #root with its <!--app--> part, <!--page-data--> or <!--app-scripts-->");
  return (
    html
      // Inert until the head script adds it, once the first paint is done: the page needs none of it to show.
      .replace(APP_SCRIPTS, () => "")
      .replace("</body>", () => `<template id="app-scripts">${later}</template></body>`)
      .replace(ROOT_PART, () => `<div id="root" ${page.rootAttribute}>${page.root}</div>`)
      .replace(DATA_PLACE, () => page.data)
  );
}
