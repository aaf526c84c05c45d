import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { getFirestore } from "firebase-admin/firestore";
import { NEWEST_POSTS_FIELD } from "@village/shared";
import { atomFeed } from "../services/atom-feed.js";
import { redirectedToBarePath } from "../lib/canonical-url.js";
import { homeDocumentRef } from "../lib/collections.js";
import { originOf } from "../services/site-answers.js";

/** A minute at the CDN and in browsers: a feed reader polling every few seconds costs one read a minute. */
export const FEED_CACHE_CONTROL = "public, max-age=60, s-maxage=60";

/** `/feed.xml` (a Hosting rewrite): the newest posts as Atom 1.0, from the home document in one read. */
export const feed = onRequest({ timeoutSeconds: 30, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").status(405).send("Method not allowed");
    return;
  }
  if (redirectedToBarePath(request, response, FEED_CACHE_CONTROL)) return;
  try {
    const home = await homeDocumentRef(getFirestore()).get();
    const origin = originOf(request);
    const newest = home.data()?.[NEWEST_POSTS_FIELD] ?? [];
    const body = atomFeed(origin, newest, home.updateTime?.toDate() ?? new Date());
    response.set("Content-Type", "application/atom+xml; charset=utf-8").set("Cache-Control", FEED_CACHE_CONTROL);
    response.status(200).send(body);
  } catch (error) {
    logger.error("feed failed", error);
    response.set("Cache-Control", "no-store").status(503).send("The feed is unavailable right now.");
  }
});
