import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { isLogCursor, logPageQuery, MODERATION_LOG_CACHE_CONTROL } from "@village/shared";
import { readLogPage } from "../services/moderation/moderation-log-page.js";

const NOT_CACHED = "no-store";

/** The query string as sent (without `?`), or null when the URL has none. */
function queryOf(url: string): string | null {
  const mark = url.indexOf("?");
  return mark === -1 ? null : url.slice(mark + 1);
}

/**
 * `/api/moderation-log[?after=<cursor>]` (a Hosting rewrite): one page of the public moderation log
 * (`readLogPage`), as JSON the CDN may keep for `s-maxage`. The log's documents are readable by the functions
 * only, so this answer (action, actor, reason, title and the hour of each line, and the next page's cursor) is
 * all a visitor can learn of the log: no commit time, no exact time, no id that groups (docs/decisions/0087).
 * `GET` and `HEAD` only. One spelling per page: any other query string (another parameter, an empty `?`) is a 301 to it, before any read (docs/decisions/0046); a cursor that is no line's id is a
 * 400, cached like an answer; a failure a 503, not cached. Costs one query of 25 lines, and one read for the
 * cursor.
 */
export const moderationLogPage = onRequest({ timeoutSeconds: 10, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", NOT_CACHED).status(405).send("Method not allowed");
    return;
  }
  const given = request.query.after;
  const cursor = typeof given === "string" ? given : undefined;
  const refuse = () =>
    // The same request always gets the same refusal: the CDN may keep it as it keeps an answer.
    response
      .set("Cache-Control", MODERATION_LOG_CACHE_CONTROL)
      .status(400)
      .json({ error: "This page of the log cannot be answered." });
  if (given !== undefined && (cursor === undefined || !isLogCursor(cursor))) {
    refuse();
    return;
  }
  const canonical = logPageQuery(cursor ?? null);
  if (queryOf(request.originalUrl) !== (canonical === "" ? null : canonical)) {
    // Leading slashes folded into one: `//host` would name another site.
    const path = `/${request.path.replace(/^\/+/, "")}`;
    const location = canonical === "" ? path : `${path}?${canonical}`;
    response.set("Cache-Control", MODERATION_LOG_CACHE_CONTROL).set("Location", location).status(301).send("");
    return;
  }
  try {
    const answer = await readLogPage(cursor ?? null);
    if (answer === null) {
      refuse();
      return;
    }
    response.set("Cache-Control", MODERATION_LOG_CACHE_CONTROL).status(200).json(answer);
  } catch (error) {
    logger.error("moderationLogPage failed", error);
    response.set("Cache-Control", NOT_CACHED).status(503).json({ error: "Unavailable right now." });
  }
});
