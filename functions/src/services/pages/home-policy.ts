// The home page's Content-Security-Policy. Its HTML carries the app's stylesheet inline (web/vite.config.ts),
// which the site's policy (scripts/lib/csp.mjs, in firebase.json for every other response) does not allow: this
// is that policy with the inline styles' hashes added to `style-src`, sent by the homeHtml function itself
// (firebase.json gives `/` no policy of its own, so this one stands). docs/decisions/0044. The hashes come
// with the page's parts, computed by the build (shared/src/page-shell.ts, docs/decisions/0104).

/** The site's policy (directive → sources) with the page's inline styles allowed by hash, as a header value. */
export function homePolicy(
  directives: Readonly<Record<string, readonly string[]>>,
  styleHashes: readonly string[],
): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources, ...(name === "style-src" ? styleHashes : [])].join(" "))
    .join("; ");
}
