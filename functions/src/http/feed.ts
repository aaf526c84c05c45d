import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { getFirestore } from "firebase-admin/firestore";
import { HOME_CACHE_CONTROL, NEWEST_POSTS_FIELD } from "@village/shared";
import { atomFeed } from "../services/pages/atom-feed.js";
import { redirectedToBarePath } from "../lib/canonical-url.js";
import { homeDocumentRef } from "../lib/collections.js";
import { originOf } from "../services/pages/site-answers.js";

/**
 * As long as the pages (`HOME_CACHE_CONTROL`): 5 s at the CDN, so a post a moderator hides leaves the feed
 * within the same seconds as it leaves `/` and `/p/{id}`, and none in readers, which ask again at each poll
 * (the CDN answers; an unchanged feed is a 304 to a reader that sends its ETag). A feed reader polling every
 * few seconds costs at most one read per CDN node per 5 s (docs/decisions/0091).
 */
export const FEED_CACHE_CONTROL = HOME_CACHE_CONTROL;

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
    // application/xml, not application/atom+xml: Chromium shows the latter as plain text, ignoring the feed's
    // stylesheet, so a person who opens the feed would meet a wall of XML. Feed readers read the document,
    // whichever XML type it is served as; the pages still announce it as Atom (<link rel="alternate">).
    response.set("Content-Type", "application/xml; charset=utf-8").set("Cache-Control", FEED_CACHE_CONTROL);
    response.status(200).send(body);
  } catch (error) {
    logger.error("feed failed", error);
    response.set("Cache-Control", "no-store").status(503).send("The feed is unavailable right now.");
  }
});
