import { HOME_CACHE_CONTROL, homeAnswer, NEWEST_POSTS_FIELD, POST_COUNT_FIELD, type HomeAnswer } from "@village/shared";
import { exactTime } from "../lib/exact-time.js";
import { homeDocumentEndpoint } from "../lib/home-document-endpoint.js";
import { pageEntriesOf } from "../services/newest-page.js";

/**
 * `/api/home` (a Hosting rewrite): the home document's public content (the count and the newest page) in one
 * read, for the home page's first paint; its HTML preloads it. The CDN keeps the answer for `s-maxage`. Never
 * a 404 (the CDN would keep it): no home document yet is an empty answer; a failure is a 503 nobody caches.
 */
export const homePage = homeDocumentEndpoint("homePage", HOME_CACHE_CONTROL, (home): HomeAnswer => {
  const count: unknown = home.get(POST_COUNT_FIELD);
  return homeAnswer.parse({
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
});
