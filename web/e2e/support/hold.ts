// Holding a page's requests back, to see what a person sees while they are under way.
import type { Page } from "playwright-core";
import { HOME_ENDPOINT, HOME_SHELL_PATH, SEARCH_ENDPOINT } from "@village/shared";
import { emulatorHosts, pageFirestoreHost, siteUrl } from "../../../test/support/emulators";

type Matcher = Parameters<Page["route"]>[0];

/** Every request to the Firestore emulator (the list, search and post reads), at the address the page calls. */
export const firestoreRequests = (url: URL): boolean => url.host === pageFirestoreHost;

/** The home page's preloaded first page of the list (`/api/home` on the site). */
export const homeEndpointRequests = (url: URL): boolean =>
  url.host === emulatorHosts.hosting && url.pathname === HOME_ENDPOINT;

/** A search's pages (`/api/search` on the site). */
export const searchEndpointRequests = (url: URL): boolean =>
  url.host === emulatorHosts.hosting && url.pathname === SEARCH_ENDPOINT;

/** Every read of posts after the home page's preloaded first page: Firestore's, and a search's from the site. */
export const postReadRequests = (url: URL): boolean => firestoreRequests(url) || searchEndpointRequests(url);

/** Every read of the home list: Firestore's, and its first page from the site. */
export const homeListRequests = (url: URL): boolean => firestoreRequests(url) || homeEndpointRequests(url);

/**
 * Holds every request of `page` that `matcher` matches until the returned function is called; then each one
 * goes on (`"continue"`) or fails as a lost connection does (`"fail"`).
 */
export async function holdRequests(
  page: Page,
  matcher: Matcher,
  afterwards: "continue" | "fail" = "continue",
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matcher, async (route) => {
    await held;
    await (afterwards === "continue" ? route.continue() : route.abort("internetdisconnected"));
  });
  return release;
}

/**
 * `/` answered with the static shell, as the homeHtml function answers when it cannot have the home document
 * in time (docs/decisions/0043): the app then reads the list's first page itself (`/api/home`, else Firestore).
 * Fetched from Hosting in the request's place, not fulfilled by the test: Chromium gives a page made up by
 * the test no address space, and then refuses its Firestore read to the emulator's loopback address (Local
 * Network Access), the fallback a held `/api/home` leads to on a slow machine.
 */
export async function serveTheShell(page: Page): Promise<void> {
  await page.route(
    (url) => url.host === emulatorHosts.hosting && url.pathname === "/",
    (route) => route.continue({ url: `${siteUrl}${HOME_SHELL_PATH}` }),
  );
}
