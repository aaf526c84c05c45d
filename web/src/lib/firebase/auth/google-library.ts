// Google's sign-in library, loaded with a time limit before the SDK opens its popup (sign-in.ts).

/** Google's sign-in library, which the SDK loads before it opens the popup (see `signInWithGoogle`). */
export const GOOGLE_LIBRARY = "https://apis.google.com/js/api.js";
/** How long a person waits for it before being told it did not come (a page load is seconds, not 10+). */
export const GOOGLE_LIBRARY_WAIT_MS = 4000;

/**
 * Loads Google's library itself, with a time limit. The SDK loads it too, but waits for as long as the
 * network does (offline, about 11 s of "Please wait…" before any word); once it is here, the SDK uses it
 * rather than load it again. Rejects like the SDK would (`auth/network-request-failed`).
 */
export function loadGoogleLibrary(): Promise<void> {
  if ("gapi" in window) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(
        Object.assign(new Error("Google's sign-in library did not load."), { code: "auth/network-request-failed" }),
      );
    };
    const timer = window.setTimeout(fail, GOOGLE_LIBRARY_WAIT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = fail;
    script.async = true;
    script.src = GOOGLE_LIBRARY;
    document.head.append(script);
  });
}
