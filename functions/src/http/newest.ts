import {
  NEWEST_CACHE_CONTROL,
  NEWEST_POSTS_FIELD,
  pageTimes,
  POST_COUNT_FIELD,
  type NewestAnswer,
} from "@village/shared";
import { homeDocumentEndpoint } from "../lib/home-document-endpoint.js";

/**
 * `/api/newest` (a Hosting rewrite): the newest listed post's id, the count, and the newest page's times (so an
 * open tab counts what is new without reading the posts), from the home document in one read. The CDN keeps
 * the answer for `s-maxage`, so any number of open tabs cost at most one call (and one read) per CDN node per
 * interval. Never a 404 (the CDN would keep it); a failure is a 503 nobody caches.
 */
export const newestPost = homeDocumentEndpoint("newestPost", NEWEST_CACHE_CONTROL, (home): NewestAnswer => {
  const page = home[NEWEST_POSTS_FIELD];
  return {
    newest: page[0]?.postId ?? null,
    total: home[POST_COUNT_FIELD] ?? null,
    ...pageTimes(page.map((entry) => entry.createdAt.toMillis())),
  };
});
