import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { REPLIES_FEED_ENDPOINT } from "@village/shared";
import { redirectedToBarePath } from "../lib/canonical-url.js";
import { postIdKeySecret } from "../lib/limits-config.js";
import { repliesAtomFeed } from "../services/pages/atom-feed.js";
import { readRepliesFeed } from "../services/pages/replies-feed.js";
import { originOf } from "../services/pages/site-answers.js";
import { FEED_CACHE_CONTROL } from "./feed.js";

/** The post id a request's path names (`/feed/replies/{postId}`), or null when it names none. */
export function feedPostIdOf(path: string): string | null {
  const prefix = `${REPLIES_FEED_ENDPOINT}/`;
  if (!path.startsWith(prefix)) return null;
  const id = path.slice(prefix.length);
  return id === "" || id.includes("/") ? null : id;
}

/**
 * `/feed/replies/{postId}` (a Hosting rewrite): the post's newest replies as Atom 1.0, from its public
 * projection (docs/decisions/0121). Kept at the CDN as long as the posts' feed and the post's page (5 s), so a
 * reply or a post a moderator hides leaves the feed with them; a post that is not public (never was, hidden,
 * deleted, an id that cannot be one) is a 404, kept as briefly, with nothing of any post.
 */
export const repliesFeed = onRequest(
  { timeoutSeconds: 30, concurrency: 80, secrets: [postIdKeySecret] },
  async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
      return;
    }
    if (redirectedToBarePath(request, response, FEED_CACHE_CONTROL)) return;
    try {
      const postId = feedPostIdOf(request.path);
      const source = postId === null ? null : await readRepliesFeed(postId);
      response.set("Cache-Control", FEED_CACHE_CONTROL);
      if (source === null) {
        response.set("Content-Type", "text/plain; charset=utf-8").status(404).send("No such post.");
        return;
      }
      // application/xml, as /feed.xml is served (http/feed.ts says why).
      response.set("Content-Type", "application/xml; charset=utf-8");
      response.status(200).send(repliesAtomFeed(originOf(request), source.post, source.replies));
    } catch (error) {
      logger.error("repliesFeed failed", error);
      response.set("Cache-Control", "no-store").status(503).send("The feed is unavailable right now.");
    }
  },
);
