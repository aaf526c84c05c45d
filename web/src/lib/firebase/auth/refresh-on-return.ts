// A fresh ID token when the person comes back to the page, so a claim changed meanwhile reaches the session.

/** The least time between two refreshes on return: switching tabs back and forth asks nothing each time. */
export const RETURN_REFRESH_MS = 60_000;

/** What the refresh needs of the page; the browser's own by default (a test passes its own). */
export interface ReturnPage {
  window: Pick<Window, "addEventListener" | "removeEventListener">;
  document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  now: () => number;
}

const thisPage = (): ReturnPage => ({ window, document, now: Date.now });

/**
 * Calls `refresh` (which takes a new ID token) when the person comes back to the page (focus, or the tab shown
 * again), at most once a minute: a claim granted or revoked meanwhile (`moderator`) then reaches the session
 * without signing out, rather than within the hour the SDK's own refresh takes. Returns a function that stops.
 */
export function refreshOnReturn(refresh: () => Promise<unknown>, page: ReturnPage = thisPage()): () => void {
  let last = page.now();
  const onReturn = () => {
    if (page.document.visibilityState !== "visible" || page.now() - last < RETURN_REFRESH_MS) return;
    last = page.now();
    refresh().catch((error: unknown) => {
      console.warn("Could not refresh the session", error);
    });
  };
  page.window.addEventListener("focus", onReturn);
  page.document.addEventListener("visibilitychange", onReturn);
  return () => {
    page.window.removeEventListener("focus", onReturn);
    page.document.removeEventListener("visibilitychange", onReturn);
  };
}
