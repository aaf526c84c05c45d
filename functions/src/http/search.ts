import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import {
  MAX_SEARCH_TERM_LENGTH,
  normalizeTerm,
  SEARCH_CACHE_CONTROL,
  searchPositionOf,
  type SearchPosition,
} from "@village/shared";
import { searchPosts } from "../services/search-posts.js";

const NOT_CACHED = "no-store";

/** The one value of a query parameter, or undefined (absent, or given more than once). */
function single(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * `/api/search?q=<term>[&after=<cursor>]` (a Hosting rewrite): one page of the posts holding every word of the
 * term (`searchPosts`), as JSON the CDN may keep for `s-maxage`. The search index is readable by the functions
 * only, so this answer (the listed fields of at most a page of posts) is all a search can download. `GET` and
 * `HEAD` only; a term too long or a cursor that names no position is a 400; a failure a 503, not cached.
 * Other parameters are ignored. Costs one run and at most 200 reads (4 batches of 50 candidates) a request.
 */
export const searchPage = onRequest({ timeoutSeconds: 10, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", NOT_CACHED).status(405).send("Method not allowed");
    return;
  }
  const term = single(request.query.q) ?? "";
  const cursor = single(request.query.after);
  const after: SearchPosition | null = cursor === undefined ? null : searchPositionOf(cursor);
  if (Array.from(term).length > MAX_SEARCH_TERM_LENGTH || (cursor !== undefined && after === null)) {
    // The same request always gets the same refusal: the CDN may keep it as it keeps an answer.
    response.set("Cache-Control", SEARCH_CACHE_CONTROL).status(400).json({ error: "This search cannot be answered." });
    return;
  }
  try {
    const answer = await searchPosts(normalizeTerm(term), after);
    response.set("Cache-Control", SEARCH_CACHE_CONTROL).status(200).json(answer);
  } catch (error) {
    logger.error("searchPage failed", error);
    response.set("Cache-Control", NOT_CACHED).status(503).json({ error: "Unavailable right now." });
  }
});
