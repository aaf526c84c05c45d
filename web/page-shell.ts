// The build's cut of a page's HTML into the parts a function joins around what it renders (shared/src/page-shell.ts):
// the home page's shell and a post's page. Cut here, once, at the marker comments web/index.html carries, so
// that the functions join strings and look for nothing (docs/decisions/0104); the HTML Hosting serves for
// these pages is the parts joined again, without the markers.
// Relative, as in vite.config.ts: Node loads this with the config, and cannot import the shared package by name.
import { pageShellSchema, type PageShell } from "../shared/src/page-shell";
import { inlineStyleHashes } from "../scripts/lib/csp.mjs";

/** `html` around `<!--name-->…<!--/name-->`: before it, inside it and after it; null when it has none. */
function around(html: string, name: string): [string, string, string] | null {
  const open = `<!--${name}-->`;
  const close = `<!--/${name}-->`;
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  if (start < 0 || end < 0) return null;
  return [html.slice(0, start), html.slice(start + open.length, end), html.slice(end + close.length)];
}

function required(html: string, name: string, page: string): [string, string, string] {
  const parts = around(html, name);
  if (!parts) throw new Error(`${page} has no <!--${name}--> part`);
  return parts;
}

/** `html` cut just after `marker` (the marker in the first half); throws when there is none. */
function after(html: string, marker: string, page: string): [string, string] {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`${page} has no ${marker}`);
  return [html.slice(0, at + marker.length), html.slice(at + marker.length)];
}

/** The markers of parts only the build uses, which no served page needs. */
const BUILD_MARKERS = ["site-tags", "list-skeleton", "page-data"];

/** `html` without the build's own markers (BUILD_MARKERS), for every page it writes whole. */
export function withoutBuildMarkers(html: string): string {
  return BUILD_MARKERS.reduce(
    (page, name) => page.split(`<!--${name}-->`).join("").split(`<!--/${name}-->`).join(""),
    html,
  );
}

/**
 * The parts of `html` (a page's HTML as built, its app's scripts marked by withAppScriptsMarked): the home
 * list's preload (where there is one), the site's title and tags, the app's scripts, and `#root` with the
 * shell's content cut where the main's content goes. Throws when a part is missing: the build stops.
 */
export function pageShellOf(html: string, page: string): PageShell {
  const home = around(html, "home-data");
  const [beforeTags, tags, afterTags] = required(home ? home[2] : html, "site-tags", page);
  const [title, siteTags] = after(tags, "</title>", `${page}'s site tags`);
  const [betweenTags, appScripts, afterScripts] = required(afterTags, "app-scripts", page);
  const [beforeRootOpen, fromRoot] = after(afterScripts, '<div id="root">', page);
  const [rootLead, rootContent, afterApp] = required(fromRoot, "app", page);
  const closing = afterApp.indexOf("</div>");
  if (rootLead.trim() !== "" || closing < 0 || afterApp.slice(0, closing).trim() !== "")
    throw new Error(`${page}'s #root holds more than its <!--app--> part`);
  // The whitespace around the markers stays: the parts joined again are the page as built, byte for byte.
  const inRoot = withoutBuildMarkers(rootLead + rootContent + afterApp.slice(0, closing));
  const rest = withoutBuildMarkers(afterApp.slice(closing + "</div>".length));
  const bodyEnd = rest.indexOf("</body>");
  if (bodyEnd < 0) throw new Error(`${page} has no </body>`);
  return pageShellSchema.parse({
    head: home ? home[0] : beforeTags,
    homePreload: home ? home[1] + beforeTags : "",
    title,
    siteTags: siteTags + betweenTags,
    appScripts,
    beforeRoot: beforeRootOpen.slice(0, -'<div id="root">'.length),
    root: after(inRoot, '<main class="shell-main">', page),
    afterRoot: [rest.slice(0, bodyEnd), rest.slice(bodyEnd)],
    styleHashes: inlineStyleHashes(html),
  });
}
