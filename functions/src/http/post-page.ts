import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { HOME_CACHE_CONTROL, POST_PAGE_SHELL_PARTS_PATH, shellPage, type PageShell } from "@village/shared";
import { renderRoute } from "../services/pages/render-route.js";
import { appShell } from "../services/pages/app-shell.js";
import { postPageHtml, type PostPreview } from "../services/pages/post-page-html.js";
import { readPublicPost } from "../services/pages/public-post.js";
import { postLocation, redirectedToBarePath, redirectTo } from "../lib/canonical-url.js";
import { sendCompressed } from "../lib/compressed-body.js";
import { postIdKey, postIdKeySecret } from "../lib/limits-config.js";
import { POST_ID, postIdKind } from "../lib/post-ids.js";
import { originOf, sendBusy } from "../services/pages/site-answers.js";
import { untaggedPublicPosts } from "../services/pages/untagged-posts.js";

/**
 * Browsers ask again every time (a deploy never leaves one holding HTML that names removed scripts: Hosting
 * empties its CDN on each deploy); the CDN keeps a page as long as `/api/home` keeps the first page, so a post
 * a moderator hides leaves its page (preview tags and text) within the same few seconds as it leaves the
 * list. A shared link costs at most one call and one read per CDN node per 5 s (docs/decisions/0045).
 */
export const POST_PAGE_CACHE_CONTROL = HOME_CACHE_CONTROL;

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
 * `/p/**` (a Hosting rewrite): the app's post page with the post's own link-preview tags and the post drawn
 * by the app's own components (readable without JavaScript), from its public document in one read. A post with no public document
 * (never existed, hidden, deleted) is a removed post's page: 404 and `noindex`, nothing of the post, kept by
 * the CDN as briefly as a post's page. Only an id with Village's tag, or an untagged one the trigger lists as
 * a public post (written in the console or imported), is read: a path that cannot name a post, an id whose
 * tag is wrong and any other untagged id are that page without a read; a query string is a redirect to the
 * bare path without a read (docs/decisions/0045, 0046, 0061, 0105).
 */
export const postPage = onRequest(
  { timeoutSeconds: 30, concurrency: 80, secrets: [postIdKeySecret] },
  async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.set("Allow", "GET, HEAD").status(405).send("Method not allowed");
      return;
    }
    // One URL per post: another spelling of its path (`/p/{id}/`, a percent-encoded id) is a 301 to it, a
    // query string a 301 to the bare path; neither reads (docs/decisions/0046, 0091).
    const canonical = postLocation(request.path, postIdOf);
    if (canonical !== null) {
      redirectTo(response, canonical, POST_PAGE_CACHE_CONTROL);
      return;
    }
    if (redirectedToBarePath(request, response, POST_PAGE_CACHE_CONTROL)) return;
    const origin = originOf(request);
    const id = postIdOf(request.path);
    const [shell, post] = await Promise.allSettled([
      appShell(`${origin}${POST_PAGE_SHELL_PARTS_PATH}`),
      id === null ? Promise.resolve(null) : readIfKnown(id),
    ]);
    if (shell.status === "rejected") {
      logger.error("postPage could not read the app's page", shell.reason);
      // Nothing for the CDN to keep; the visitor can reload.
      sendBusy(response);
      return;
    }
    const url = `${origin}/p/${encodeURIComponent(id ?? "")}`;
    response.set("Content-Type", "text/html; charset=utf-8");
    if (post.status === "rejected") {
      logger.error("postPage could not read the post", post.reason);
      // The app still reads the post itself; a crawler is told to come back, and nothing is kept.
      response.set("Cache-Control", "no-store").set("Retry-After", "5");
      sendCompressed(request, response, 503, shellPage(shell.value));
      return;
    }
    const preview = post.value;
    response.set("Cache-Control", POST_PAGE_CACHE_CONTROL);
    if (!preview) response.set("X-Robots-Tag", "noindex");
    // Compressed here, as `/` is: Hosting sends a function's answer as the function sent it (docs/decisions/0068).
    sendCompressed(request, response, preview ? 200 : 404, await pageFor(shell.value, preview, url));
  },
);

/**
 * The post's public document, read only for an id Village minted (its tag checked) or one the trigger lists
 * as a public post without a tag (the console's, an import's): any other id, however many, reads nothing
 * (docs/decisions/0061, 0105).
 */
async function readIfKnown(id: string): Promise<PostPreview | null> {
  const kind = postIdKind(id, postIdKey());
  if (kind === "tagged") return readPublicPost(id);
  if (kind === "untagged" && (await untaggedPublicPosts()).has(id)) return readPublicPost(id);
  return null;
}

/**
 * The post's page with the post drawn by the app's server renderer, which the browser takes over; when that
 * cannot be done (a post without a valid time, a renderer that fails, the HTML of another build), the page
 * the app draws in the browser, with the post for readers without JavaScript (docs/decisions/0082).
 */
async function pageFor(shell: PageShell, preview: PostPreview | null, url: string): Promise<string> {
  if (preview?.listed) {
    try {
      return postPageHtml(
        shell,
        preview,
        url,
        await renderRoute({
          route: "post",
          data: preview.listed,
          ...(preview.replies && { replies: preview.replies }),
        }),
      );
    } catch (error) {
      logger.warn("postPage sends the page without the post drawn", error);
    }
  }
  return postPageHtml(shell, preview, url);
}
