import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { defineInt } from "firebase-functions/params";
import { getFirestore } from "firebase-admin/firestore";
import { HOME_CACHE_CONTROL, HOME_SHELL_PARTS_PATH, type HomeAnswer, type PageShell } from "@village/shared";
import { renderRoute } from "#app-renderer";
import { appShell } from "../services/pages/app-shell.js";
import { homeAnswerOf } from "../services/pages/home-answer.js";
import { homeResponse } from "../services/pages/home-page-html.js";
import { homePolicy } from "../services/pages/home-policy.js";
import { servedHomeDocumentRef } from "../lib/collections.js";
import { homeLocation, redirectTo } from "../lib/canonical-url.js";
import { sendCompressed } from "../lib/compressed-body.js";
import { originOf, sendBusy } from "../services/pages/site-answers.js";

/**
 * How long `/` waits for the home document before it sends the static shell instead (whose app then reads the
 * first page itself, as before). docs/decisions/0043 says why this figure.
 */
export const HOME_READ_WAIT_MS = 1000;

/** Instances kept warm for `/` (`HOME_HTML_MIN_INSTANCES`: 1 in functions/.env, 0 for the emulators' tests). */
const minInstances = defineInt("HOME_HTML_MIN_INSTANCES", { default: 0 });

/** The home document's public content, or null when there is none yet. */
async function readHome(): Promise<HomeAnswer | null> {
  const started = Date.now();
  const home = (await servedHomeDocumentRef(getFirestore()).get()).data();
  logger.debug("homeHtml read the home document", { ms: Date.now() - started });
  return home === undefined ? null : homeAnswerOf(home);
}

/**
 * `/` and `/index.html` (Hosting rewrites): the app's shell with the newest page of posts, the count and the
 * banner rendered in (React's server renderer, the app's own components), so the first response is the
 * first view, readable without JavaScript; the CDN keeps it as long as `/api/home`. Never slower or less
 * available than the shell: when the home document is missing, refused, failing or slower than
 * HOME_READ_WAIT_MS, or the rendering fails, it sends the shell as it is. A search (`/?q=`) gets the shell
 * too: the app searches. Its one query is `?q=<term>` in one spelling: any other query is a 301 to that, or to
 * `/` when it holds no term, without a read (docs/decisions/0042, 0043, 0091).
 */
export const homeHtml = onRequest({ timeoutSeconds: 10, concurrency: 80, minInstances }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
    return;
  }
  const location = homeLocation(request.originalUrl);
  if (location !== null) {
    redirectTo(response, location, HOME_CACHE_CONTROL);
    return;
  }
  const origin = originOf(request);
  // What is left with a query string is `?q=<term>` spelled as it should be.
  const searching = request.originalUrl.includes("?");
  // Both at once: the shell (a 304 from Hosting once fetched) and the read.
  const reading = searching ? Promise.resolve(null) : readHome();
  // Handled below (homeResponse waits for it or not); until then a failure must not count as unhandled,
  // which would end the instance.
  reading.catch(() => undefined);
  let shell: PageShell;
  try {
    shell = await appShell(`${origin}${HOME_SHELL_PARTS_PATH}`);
  } catch (error) {
    logger.error("homeHtml could not read the app's shell", error);
    sendBusy(response);
    return;
  }
  const { html, rendered } = await homeResponse({
    shell,
    // A search never uses the first page: the shell's preload of it would only make Chrome warn.
    homePreload: !searching,
    read: () => reading,
    render: (answer) => renderRoute({ route: "home", data: answer }),
    waitMs: HOME_READ_WAIT_MS,
    onMiss: (why) => logger.warn("homeHtml sends the shell", why),
  });
  // Compressed here: the page must reach the reader in its first round trip (docs/decisions/0068).
  response
    .set("Content-Type", "text/html; charset=utf-8")
    // The shell is not kept, so the next visitor may get the posts. (Hosting's header rule for `/` applies
    // over this; a shell kept its 5 s costs only the app's own read of the first page, as before.)
    .set("Cache-Control", rendered || searching ? HOME_CACHE_CONTROL : "no-store")
    .set("X-Village-Home", rendered ? "rendered" : "shell")
    .set("Content-Security-Policy", homePolicy(__VILLAGE_CSP_DIRECTIVES__, shell.styleHashes));
  sendCompressed(request, response, 200, html);
});
