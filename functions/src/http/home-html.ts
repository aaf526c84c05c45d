import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { defineInt } from "firebase-functions/params";
import { getFirestore } from "firebase-admin/firestore";
import {
  HOME_CACHE_CONTROL,
  HOME_SHELL_PARTS_PATH,
  placeOf,
  type HomeAnswer,
  type PageShell,
  type RouteData,
} from "@village/shared";
import { renderRoute } from "../services/pages/render-route.js";
import { appShell } from "../services/pages/app-shell.js";
import { homeAnswerOf } from "../services/pages/home-answer.js";
import { readOlderPage, searchFirstPage } from "../services/pages/home-asked.js";
import { homeResponse } from "../services/pages/home-page-html.js";
import { homePolicy } from "../services/pages/home-policy.js";
import { servedHomeDocumentRef } from "../lib/collections.js";
import { homeAsked, homeLocation, redirectTo, type HomeAsked } from "../lib/canonical-url.js";
import { addressHashKeySecret } from "../lib/limits-config.js";
import { sendCompressed } from "../lib/compressed-body.js";
import { originOf, sendBusy, sendRefusedCursor } from "../services/pages/site-answers.js";

/**
 * How long `/` waits for the home document before it sends the static shell instead (whose app then reads the
 * first page itself, as before). docs/decisions/0043 says why this figure.
 */
export const HOME_READ_WAIT_MS = 1000;

/**
 * How long `/?q=` waits for its search (up to 200 reads) before it sends the shell, whose app then searches
 * itself: longer than the board's one read, shorter than the function's timeout.
 */
export const SEARCH_RENDER_WAIT_MS = 3000;

/** Instances kept warm for `/` (`HOME_HTML_MIN_INSTANCES`: 1 in functions/.env, 0 for the emulators' tests). */
const minInstances = defineInt("HOME_HTML_MIN_INSTANCES", { default: 0 });

/** The home document's public content, or null when there is none yet. */
async function readHome(): Promise<HomeAnswer | null> {
  const started = Date.now();
  const home = (await servedHomeDocumentRef(getFirestore()).get()).data();
  logger.debug("homeHtml read the home document", { ms: Date.now() - started });
  return home === undefined ? null : homeAnswerOf(home);
}

/** The data `/` renders for what its URL asks (null: nothing to render, the shell goes instead). */
async function readAsked(request: Parameters<typeof searchFirstPage>[0], asked: HomeAsked): Promise<RouteData | null> {
  if (asked.kind === "search") {
    const data = await searchFirstPage(request, asked.term);
    return data && { route: "search", term: asked.term, data };
  }
  if (asked.kind === "older") {
    const place = placeOf(asked.cursor);
    return place && { route: "home", data: await readOlderPage(place), before: asked.cursor };
  }
  const data = await readHome();
  return data && { route: "home", data };
}

/**
 * `/` and `/index.html` (Hosting rewrites): the app's shell with the newest page of posts, the count and the
 * banner rendered in (React's server renderer, the app's own components), so the first response is the
 * first view, readable without JavaScript; the CDN keeps it as long as `/api/home`. Never slower or less
 * available than the shell: when the home document is missing, refused, failing or slower than
 * HOME_READ_WAIT_MS, or the rendering fails, it sends the shell as it is. Its query is `?q=<term>` (a shared
 * search: its first page rendered in, through the search service and allowance `/api/search` uses) or
 * `?before=<cursor>` (the link to older posts: the page after the cursor, PAGE_SIZE + 1 reads; a cursor that
 * names no place is a 400 page saying so), each in one spelling: any other query is a 301 to that, or to `/`
 * when it holds neither, without a read (docs/decisions/0042, 0043, 0091, 0110).
 */
export const homeHtml = onRequest(
  { timeoutSeconds: 10, concurrency: 80, minInstances, secrets: [addressHashKeySecret] },
  async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
      return;
    }
    const location = homeLocation(request.originalUrl);
    if (location !== null) {
      redirectTo(response, location, HOME_CACHE_CONTROL);
      return;
    }
    const asked = homeAsked(request.originalUrl);
    if (asked.kind === "older" && placeOf(asked.cursor) === null) {
      // The same URL always gets the same refusal: the CDN may keep it as it keeps the page.
      sendRefusedCursor(response, HOME_CACHE_CONTROL);
      return;
    }
    const origin = originOf(request);
    // Both at once: the shell (a 304 from Hosting once fetched) and the read.
    const reading = readAsked(request, asked);
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
      // Only the board's newest page uses it: the shell's preload of it elsewhere would only make Chrome warn.
      homePreload: asked.kind === "board",
      read: () => reading,
      render: (data) => renderRoute(data),
      waitMs: asked.kind === "search" ? SEARCH_RENDER_WAIT_MS : HOME_READ_WAIT_MS,
      onMiss: (why) => logger.warn("homeHtml sends the shell", why),
    });
    // Compressed here: the page must reach the reader in its first round trip (docs/decisions/0068).
    response
      .set("Content-Type", "text/html; charset=utf-8")
      // The shell is not kept, so the next visitor may get the posts. (Hosting's header rule for `/` applies
      // over this; a shell kept its 5 s costs only the app's own read of the first page, as before.) A search's
      // shell is kept as before: its app searches.
      .set("Cache-Control", rendered || asked.kind === "search" ? HOME_CACHE_CONTROL : "no-store")
      .set("X-Village-Home", rendered ? "rendered" : "shell")
      .set("Content-Security-Policy", homePolicy(__VILLAGE_CSP_DIRECTIVES__, shell.styleHashes));
    sendCompressed(request, response, 200, html);
  },
);
