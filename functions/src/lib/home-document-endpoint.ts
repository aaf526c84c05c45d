// The HTTP functions that answer from the home document behind a Hosting rewrite (`/api/newest`,
// `/api/home`): one read, an answer the CDN may keep for the path's `s-maxage`, never a 404 (the CDN would
// keep that too), and a 503 when the read or the answer fails.
import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { getFirestore } from "firebase-admin/firestore";
import type { HomeDocument } from "@village/shared/documents";
import { redirectedToBarePath } from "./canonical-url.js";
import { EMPTY_HOME, homeDocumentRef } from "./collections.js";

/**
 * An HTTP function named `name` that reads the home document once and answers `answerOf(home)` as JSON with
 * `cacheControl`. `GET` and `HEAD` only; a query string is
 * a redirect to the bare path. `answerOf` may throw (a document its schema refuses): that is a 503. `read` is
 * the reference it reads through (`servedHomeDocumentRef` refuses a document with a malformed entry).
 */
export function homeDocumentEndpoint(
  name: string,
  cacheControl: string,
  answerOf: (home: HomeDocument) => object,
  read: typeof homeDocumentRef = homeDocumentRef,
) {
  return onRequest({ timeoutSeconds: 10, concurrency: 80 }, async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
      return;
    }
    // Each query string is a CDN copy of its own: one redirect, no read (docs/decisions/0046).
    if (redirectedToBarePath(request, response, cacheControl)) return;
    try {
      const answer = answerOf((await read(getFirestore()).get()).data() ?? EMPTY_HOME);
      response.set("Cache-Control", cacheControl).status(200).json(answer);
    } catch (error) {
      logger.error(`${name} failed`, error);
      response.set("Cache-Control", "no-store").status(503).json({ error: "Unavailable right now." });
    }
  });
}
