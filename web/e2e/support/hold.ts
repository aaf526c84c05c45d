// Holding a page's requests back, to see what a person sees while they are under way.
import type { Page } from "playwright-core";
import { HOME_ENDPOINT, SEARCH_ENDPOINT } from "@village/shared";
import { emulatorHosts } from "../../../test/support/emulators";

type Matcher = Parameters<Page["route"]>[0];

/** Every request to the Firestore emulator (the list, search and post reads). */
export const firestoreRequests = (url: URL): boolean => url.host === emulatorHosts.firestore;

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
