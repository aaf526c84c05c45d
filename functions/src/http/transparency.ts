import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import {
  shellPage,
  TRANSPARENCY_CACHE_CONTROL,
  TRANSPARENCY_SHELL_PARTS_PATH,
  type PageShell,
  type TransparencyMonth,
} from "@village/shared";
import { renderRoute } from "../services/pages/render-route.js";
import { appShell } from "../services/pages/app-shell.js";
import { renderedPageHtml } from "../services/pages/rendered-page-html.js";
import { readTransparencyMonths } from "../services/pages/transparency-months.js";
import { redirectedToBarePath } from "../lib/canonical-url.js";
import { sendCompressed } from "../lib/compressed-body.js";
import { originOf, sendBusy } from "../services/pages/site-answers.js";

/** The page's own title and description, in place of the site's. */
const TRANSPARENCY_TAGS = [
  "<title>Transparency report · Village</title>",
  '<meta name="description" content="What moderation on Village did each month, in numbers." />',
]
  .map((tag) => `\n    ${tag}`)
  .join("");

/**
 * The page with the report drawn by the app's own components (readable without JavaScript, taken over by the
 * browser), or, when the renderer fails, the app's page as built, which reads the report itself.
 */
async function pageFor(shell: PageShell, months: TransparencyMonth[]): Promise<string> {
  try {
    return renderedPageHtml(shell, await renderRoute({ route: "transparency", data: months }), TRANSPARENCY_TAGS);
  } catch (error) {
    logger.warn("transparencyPage sends the page without the report drawn", error);
    return shellPage(shell);
  }
}

/**
 * `/transparency` (a Hosting rewrite): the monthly transparency report, rendered into the first response by
 * the app's server renderer from one query of at most 24 documents (the newest months built; never the
 * current one), kept by the CDN for five minutes (TRANSPARENCY_CACHE_CONTROL): a visit costs at most one call
 * and 24 reads per CDN node per five minutes. `GET` and `HEAD` only; a query string is a 301 to the bare path
 * without a read (docs/decisions/0046, 0130).
 */
export const transparencyPage = onRequest({ timeoutSeconds: 30, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
    return;
  }
  if (redirectedToBarePath(request, response, TRANSPARENCY_CACHE_CONTROL)) return;
  const [shell, months] = await Promise.allSettled([
    appShell(`${originOf(request)}${TRANSPARENCY_SHELL_PARTS_PATH}`),
    readTransparencyMonths(),
  ]);
  if (shell.status === "rejected") {
    logger.error("transparencyPage could not read the app's page", shell.reason);
    sendBusy(response);
    return;
  }
  response.set("Content-Type", "text/html; charset=utf-8");
  if (months.status === "rejected") {
    logger.error("transparencyPage could not read the report", months.reason);
    // The app still reads the report itself; nothing is kept, and a crawler is told to come back.
    response.set("Cache-Control", "no-store").set("Retry-After", "5");
    sendCompressed(request, response, 503, shellPage(shell.value));
    return;
  }
  response.set("Cache-Control", TRANSPARENCY_CACHE_CONTROL);
  // Compressed here, as `/` is: Hosting sends a function's answer as the function sent it (docs/decisions/0068).
  sendCompressed(request, response, 200, await pageFor(shell.value, months.value));
});
