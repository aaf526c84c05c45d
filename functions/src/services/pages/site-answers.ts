// What the site's HTTP functions (`/`, `/p/:id`, `/feed.xml`) answer alike: the origin links are written
// with, and the answer when the app's own HTML cannot be read.
import type { Request } from "firebase-functions/v2/https";
import { siteOrigin, type SiteOrigin } from "./atom-feed.js";
import { feedHosts } from "../../lib/site-hosts.js";

/** The site's origin as this request reached Hosting: only a host we serve (siteOrigin says why). */
export function originOf(request: Request): SiteOrigin {
  return siteOrigin(
    {
      forwardedHost: request.get("x-forwarded-host"),
      host: request.get("host"),
      forwardedProto: request.get("x-forwarded-proto"),
    },
    feedHosts(),
  );
}

/** The parts of a response `sendBusy` uses. */
interface Answer {
  set(field: string, value: string): this;
  status(code: number): this;
  send(body: string): unknown;
}

/** A 503 nothing keeps (neither the CDN nor the browser), for when the app's HTML could not be read: the visitor can reload. */
export function sendBusy(response: Answer): void {
  response
    .set("Content-Type", "text/plain; charset=utf-8")
    .set("Cache-Control", "no-store")
    .set("Retry-After", "5")
    .status(503)
    .send("Village is busy right now. Please reload the page in a moment.");
}

/** The page a link to older posts gets when its cursor names no place in the list: a 400 that says so. */
const REFUSED_CURSOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This link to older posts does not work – Village</title>
</head>
<body>
<main>
<h1>This link to older posts does not work</h1>
<p>The place in the list it names is not one Village gives out: the link may have been cut short or changed.</p>
<p><a href="/">See the newest posts</a></p>
</main>
</body>
</html>
`;

/**
 * Answers `/?before=<cursor>` whose cursor names no place (docs/decisions/0110) with a 400 page saying so and
 * linking to the newest posts, cacheable for `cacheControl`: the same URL always gets the same answer. It has
 * no script and no style, and its policy allows none.
 */
export function sendRefusedCursor(response: Answer, cacheControl: string): void {
  response
    .set("Content-Type", "text/html; charset=utf-8")
    .set("Cache-Control", cacheControl)
    .set("Content-Security-Policy", "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
    .status(400)
    .send(REFUSED_CURSOR_PAGE);
}
