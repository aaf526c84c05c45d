// The home page's Content-Security-Policy. Its HTML carries the app's stylesheet inline (web/vite.config.ts),
// which the site's policy (scripts/lib/csp.mjs, in firebase.json for every other response) does not allow: this
// is that policy with the inline styles' hashes added to `style-src`, sent by the homeHtml function itself
// (firebase.json gives `/` no policy of its own, so this one stands). docs/decisions/0044.
import { createHash } from "node:crypto";

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

/** The CSP source for each `<style>` element's text in `html`: `'sha256-…'` of its UTF-8 bytes. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(
    ([, text]) =>
      `'sha256-${createHash("sha256")
        .update(text ?? "", "utf8")
        .digest("base64")}'`,
  );
}

/** The site's policy (directive → sources) with `html`'s inline styles allowed by hash, as a header value. */
export function homePolicy(directives: Readonly<Record<string, readonly string[]>>, html: string): string {
  const hashes = inlineStyleHashes(html);
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources, ...(name === "style-src" ? hashes : [])].join(" "))
    .join("; ");
}
