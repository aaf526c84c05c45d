import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import {
  canonicalSearchTerm,
  MAX_SEARCH_TERM_LENGTH,
  SEARCH_CACHE_CONTROL,
  SEARCH_ENDPOINT,
  searchPositionOf,
  searchQueryOf,
} from "@village/shared";
import { addressHashKeySecret } from "../lib/limits-config.js";
import { searchPosts } from "../services/pages/search-posts.js";
import { spendSearch } from "../services/limits/search-allowance.js";

const NOT_CACHED = "no-store";

/** The request's query string as sent (after the first `?`), "" when it has none. */
function queryStringOf(originalUrl: string): string {
  const start = originalUrl.indexOf("?");
  return start === -1 ? "" : originalUrl.slice(start + 1);
}

/**
 * `/api/search?q=<term>[&after=<cursor>]` (a Hosting rewrite): one page of the posts holding every word of the
 * term (`searchPosts`), as JSON the CDN may keep for `s-maxage`. The search index is readable by the functions
 * only, so this answer (the listed fields of at most a page of posts) is all a search can download. `GET` and
 * `HEAD` only; a term too long or a cursor that names no position is a 400. Each search has one URL
 * (`searchQueryOf` of its canonical term): any other spelling (case, spaces, word order, a word inside
 * another, other parameters, another encoding) is a 301 to it, reading nothing, so spelling a search apart
 * makes no new read. A search that reads spends one of its network address's searches; past them it is a
 * 429 the CDN does not keep. Costs one run and at most 200 reads (4 batches of 50 candidates) a request, and
 * an address at most its allowance of such requests (docs/decisions/0091).
 */
export const searchPage = onRequest(
  { timeoutSeconds: 10, concurrency: 80, secrets: [addressHashKeySecret] },
  async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.set("Allow", "GET, HEAD").set("Cache-Control", NOT_CACHED).status(405).send("Method not allowed");
      return;
    }
    const asked = queryStringOf(request.originalUrl);
    const params = new URLSearchParams(asked);
    const term = params.get("q") ?? "";
    const cursor = params.get("after");
    const after = cursor === null ? null : searchPositionOf(cursor);
    const canonical = canonicalSearchTerm(term);
    if (Array.from(term).length > MAX_SEARCH_TERM_LENGTH || (cursor !== null && after === null) || canonical === null) {
      // The same request always gets the same refusal: the CDN may keep it as it keeps an answer.
      response
        .set("Cache-Control", SEARCH_CACHE_CONTROL)
        .status(400)
        .json({ error: "This search cannot be answered." });
      return;
    }
    const wanted = searchQueryOf(canonical, cursor);
    if (asked !== wanted) {
      response.set("Cache-Control", SEARCH_CACHE_CONTROL).set("Location", `${SEARCH_ENDPOINT}?${wanted}`);
      response.status(301).send("");
      return;
    }
    if (canonical === "") {
      // No term, no read, nothing spent.
      response.set("Cache-Control", SEARCH_CACHE_CONTROL).status(200).json({ posts: [], next: null, scanned: 0 });
      return;
    }
    try {
      const allowance = await spendSearch(request);
      if (!allowance.admitted) {
        response
          .set("Cache-Control", NOT_CACHED)
          .set("Retry-After", String(allowance.retryAfterSeconds))
          .status(429)
          .json({ error: allowance.message });
        return;
      }
      // Counted while the search reads; a search whose counting failed is not answered (an address could
      // otherwise read uncounted by making its counters fail).
      const [answer] = await Promise.all([searchPosts(canonical, after), allowance.counted]);
      response.set("Cache-Control", SEARCH_CACHE_CONTROL).status(200).json(answer);
    } catch (error) {
      logger.error("searchPage failed", error);
      response.set("Cache-Control", NOT_CACHED).status(503).json({ error: "Unavailable right now." });
    }
  },
);
