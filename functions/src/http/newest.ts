import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { getFirestore } from "firebase-admin/firestore";
import {
  HOME_DOCUMENT,
  NEWEST_CACHE_CONTROL,
  NEWEST_POSTS_FIELD,
  POST_COUNT_FIELD,
  type NewestAnswer,
} from "@village/shared";
import { pageEntriesOf } from "../services/newest-page.js";

/**
 * `/api/newest` (a Hosting rewrite): the newest listed post's id and the count, from the home document in one
 * read. The CDN keeps the answer for `s-maxage`, so any number of open tabs cost at most one call (and one
 * read) per CDN node per interval. Never a 404 (the CDN would keep it); a failure is a 503 nobody caches.
 */
export const newestPost = onRequest({ timeoutSeconds: 10, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
    return;
  }
  try {
    const home = await getFirestore().doc(HOME_DOCUMENT).get();
    const count: unknown = home.get(POST_COUNT_FIELD);
    const answer: NewestAnswer = {
      newest: pageEntriesOf(home.get(NEWEST_POSTS_FIELD))[0]?.postId ?? null,
      total: typeof count === "number" ? count : null,
    };
    response.set("Cache-Control", NEWEST_CACHE_CONTROL).status(200).json(answer);
  } catch (error) {
    logger.error("newestPost failed", error);
    response.set("Cache-Control", "no-store").status(503).json({ error: "Unavailable right now." });
  }
});
