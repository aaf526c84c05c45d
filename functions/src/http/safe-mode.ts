import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { SAFE_MODE_CACHE_CONTROL, safeModeAnswer } from "@village/shared";
import { redirectedToBarePath } from "../lib/canonical-url.js";
import { safeModeIsOn } from "../services/moderation/safe-mode.js";

/**
 * `/api/safe-mode` (a Hosting rewrite): whether safe mode for new identities is on, for the banner of `/anon`
 * and `/new` (decision 0131). One read of `meta/safeMode`, answered from the CDN's cache for a minute, so any
 * number of form pages cost at most one call per CDN node a minute; the home route never asks. A failure is a
 * 503 nobody caches (the form then shows no banner; a held post still says so when it is sent).
 */
export const safeModeState = onRequest({ timeoutSeconds: 10, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
    return;
  }
  if (redirectedToBarePath(request, response, SAFE_MODE_CACHE_CONTROL)) return;
  try {
    const answer = safeModeAnswer.parse({ on: await safeModeIsOn() });
    response.set("Cache-Control", SAFE_MODE_CACHE_CONTROL).status(200).json(answer);
  } catch (error) {
    logger.error("safeModeState failed", error);
    response.set("Cache-Control", "no-store").status(503).json({ error: "Unavailable right now." });
  }
});
