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
