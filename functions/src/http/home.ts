import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { getFirestore, type Timestamp } from "firebase-admin/firestore";
import {
  HOME_CACHE_CONTROL,
  HOME_DOCUMENT,
  homeAnswer,
  NEWEST_POSTS_FIELD,
  POST_COUNT_FIELD,
  type HomeAnswer,
} from "@village/shared";
import { pageEntriesOf } from "../services/newest-page.js";

/** RFC 3339 to the nanosecond: the page's cursor after the last post must not fall a fraction of a millisecond off. */
export function exactTime(time: Timestamp): string {
  const seconds = new Date(time.seconds * 1000).toISOString().slice(0, 19);
  return `${seconds}.${String(time.nanoseconds).padStart(9, "0")}Z`;
}

/**
 * `/api/home` (a Hosting rewrite): the home document's public content (the count and the newest page) in one
 * read, for the home page's first paint; its HTML preloads it. The CDN keeps the answer for `s-maxage`. Never
 * a 404 (the CDN would keep it): no home document yet is an empty answer; a failure is a 503 nobody caches.
 */
export const homePage = onRequest({ timeoutSeconds: 10, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
    return;
  }
  try {
    const home = await getFirestore().doc(HOME_DOCUMENT).get();
    const count: unknown = home.get(POST_COUNT_FIELD);
    const answer: HomeAnswer = homeAnswer.parse({
      total: typeof count === "number" ? count : null,
      posts: pageEntriesOf(home.get(NEWEST_POSTS_FIELD)).map((entry) => ({
        postId: entry.postId,
        ...(typeof entry.title === "string" && { title: entry.title }),
        ...(typeof entry.details === "string" && { details: entry.details }),
        ...(typeof entry.link === "string" && { link: entry.link }),
        ...(typeof entry.author === "string" && { author: entry.author }),
        createdAt: exactTime(entry.createdAt),
      })),
    });
    response.set("Cache-Control", HOME_CACHE_CONTROL).status(200).json(answer);
  } catch (error) {
    logger.error("homePage failed", error);
    response.set("Cache-Control", "no-store").status(503).json({ error: "Unavailable right now." });
  }
});
