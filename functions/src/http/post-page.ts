import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { getFirestore } from "firebase-admin/firestore";
import { POSTS_COLLECTION } from "@village/shared";
import { siteOrigin } from "../services/atom-feed.js";
import { appHtml } from "../services/app-html.js";
import { postPageHtml, previewOf } from "../services/post-page-html.js";
import { feedHosts } from "../lib/site-hosts.js";

/**
 * Browsers ask again every time (a deploy never leaves one holding HTML that names removed scripts: Hosting
 * empties its CDN on each deploy); the CDN answers for five minutes, so a shared link costs one read per
 * five minutes per edge, and a post hidden by a moderator stops previewing within that time.
 */
export const POST_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300";

/** The app's HTML for the post page (web/vite.config.ts writes it). */
export const POST_PAGE_HTML_PATH = "/pages/PostPage.html";

/** A Firestore document id a post can have (the web app's post page checks the same). */
const POST_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/;

/** The post id in `/p/{id}`, or null for any other path. */
export function postIdOf(path: string): string | null {
  const match = /^\/p\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    const id = decodeURIComponent(match[1]);
    return POST_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * `/p/**` (a Hosting rewrite): the app's post page with the post's own link-preview tags, from its public
 * document in one read. Never a 404 for the CDN to keep: an unknown post gets the app's HTML with the site's
 * tags, 200, and the app says "This post is not available".
 */
export const postPage = onRequest({ timeoutSeconds: 30, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Method not allowed");
    return;
  }
  const origin = siteOrigin(
    {
      forwardedHost: request.get("x-forwarded-host"),
      host: request.get("host"),
      forwardedProto: request.get("x-forwarded-proto"),
    },
    feedHosts(),
  );
  const id = postIdOf(request.path);
  const [html, post] = await Promise.allSettled([
    appHtml(`${origin}${POST_PAGE_HTML_PATH}`),
    id ? getFirestore().collection(POSTS_COLLECTION).doc(id).get() : Promise.resolve(null),
  ]);
  if (html.status === "rejected") {
    logger.error("postPage could not read the app's HTML", html.reason);
    // Nothing for the CDN to keep; the visitor can reload.
    response
      .set("Content-Type", "text/plain; charset=utf-8")
      .set("Cache-Control", "no-store")
      .set("Retry-After", "5")
      .status(503)
      .send("Village is busy right now. Please reload the page in a moment.");
    return;
  }
  if (post.status === "rejected") logger.error("postPage could not read the post", post.reason);
  const snapshot = post.status === "fulfilled" ? post.value : null;
  const preview = snapshot?.exists ? previewOf(snapshot.data()) : null;
  const url = `${origin}/p/${encodeURIComponent(id ?? "")}`;
  response
    .set("Content-Type", "text/html; charset=utf-8")
    // A failed read is not kept: the next visitor gets the post's own tags.
    .set("Cache-Control", post.status === "rejected" ? "no-store" : POST_PAGE_CACHE_CONTROL)
    .status(200)
    .send(postPageHtml(html.value, preview, url));
});
