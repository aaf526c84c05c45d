// The words for errors that the home route's first load can meet (its reads: the network, Firestore's REST
// reader, a refused search, a part of the app that did not download), and the sentences every page shares.
// The sign-in service's sentences live in error-message.ts, with `errorMessage`, the one mapping the rest of
// the app uses: only lazily loaded code signs in or calls a callable (decision 0132).

export const FALLBACK_MESSAGE = "Something went wrong";

/** What a person reads when reading the board fails; each is shown with a button to try again. */
export const READ_FAILURE = {
  list: "We couldn't load the posts. Check your internet connection and try again.",
  search: "We couldn't search the posts. Check your internet connection and try again.",
  more: "We couldn't load more posts. Check your internet connection and try again.",
  page: "This page didn't load. Village may have been updated since you opened it: reload to get the new version.",
  /** The whole app failed (its frame or session, above any page): the root error boundary's sentence. */
  app: "Something went wrong and Village stopped. Reload the page to start it again.",
} as const;

/**
 * A read the site refused for coming too fast (`/api/search`'s 429): its message is the site's sentence,
 * which says when to try again, and is what the page shows in place of its own.
 */
export class ReadRefused extends Error {
  override name = "ReadRefused";
}

/** The sentence a page shows for a failed read when the site gave one (`ReadRefused`); null otherwise. */
export function refusalSentence(error: unknown): string | null {
  return error instanceof ReadRefused && error.message.trim() !== "" ? error.message.trim() : null;
}

/** Said when Sign out did not take effect: the person is still signed in on this browser. */
export const SIGN_OUT_FAILED = "We couldn't sign you out. You are still signed in: please try again.";

/** A read that reached Firestore and was answered with an error (its own words are for developers). */
export const READ_REFUSED = "Village couldn't read this just now. Please try again in a moment.";

const NETWORK_MESSAGE = "We couldn't reach Village. Check your internet connection and try again.";

/**
 * A part of the app loaded on first use did not download. The browser keeps that failure for the page's life
 * (importing it again fails at once), so only a reload helps.
 */
export const CODE_UNAVAILABLE =
  "Part of this page didn't load, so nothing was sent. Check your internet connection and reload the page.";

/** Said where a person would sign in when the sign-in code itself did not download; shown with a retry. */
export const SIGN_IN_UNAVAILABLE = "Signing in didn't load. Check your internet connection and try again.";

// Used when a callable failed without a sentence of its own (the SDK then puts the bare code in the message).
const FUNCTIONS_MESSAGES: Record<string, string> = {
  "resource-exhausted": "Too many posts right now. Please wait a few minutes and try again.",
  unavailable: "Village is busy or down for a moment. Please try again shortly.",
  "deadline-exceeded": "The server took too long to answer. Please try again.",
  unauthenticated: "Please sign in and try again.",
  "permission-denied": "You are not allowed to do that.",
  cancelled: "The request was cancelled. Please try again.",
  internal: "Something went wrong on our side. Please try again.",
};

/** " [401]": the HTTP status the functions SDK appends to every FunctionsError message. */
const HTTP_STATUS_SUFFIX = / \[(\d{1,3})\]$/;

function field(error: unknown, name: string): unknown {
  return typeof error === "object" && error !== null ? (Reflect.get(error, name) as unknown) : undefined;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A thrown value's `code` (a Firebase SDK error's) and message, trimmed; "" for either it lacks. */
export function codeAndMessage(error: unknown): { code: string; message: string } {
  return {
    code: text(field(error, "code")),
    message: typeof error === "string" ? error.trim() : text(field(error, "message")),
  };
}

function functionsMessage(code: string, message: string): string {
  const status = HTTP_STATUS_SUFFIX.exec(message)?.[1];
  const serverMessage = message.replace(HTTP_STATUS_SUFFIX, "").trim();
  // Status 0: the request never got an answer (offline, or the server dropped it).
  if (status === "0") return NETWORK_MESSAGE;
  const isDefault =
    serverMessage === "" ||
    serverMessage === code ||
    serverMessage.startsWith("Backend error status") ||
    serverMessage.startsWith("Unknown backend error status");
  if (!isDefault) return serverMessage;
  return FUNCTIONS_MESSAGES[code] ?? FALLBACK_MESSAGE;
}

/** Strips the SDK's "Firebase: " prefix and " (auth/…)." suffix from an unknown Firebase error. */
function firebaseOwnMessage(code: string, message: string): string {
  const plain = message
    .replace(/^Firebase:\s*/, "")
    .replace(/\s*\([a-z-]+\/[a-z0-9-]+\)\.?$/, "")
    .trim();
  return plain === "" || plain === "Error" ? `${FALLBACK_MESSAGE} (${code}).` : plain;
}

/**
 * A thrown error in words, for every error but the sign-in service's own codes (which `errorMessage` in
 * error-message.ts adds): what the home route's reads can meet, so that its first load carries none of the
 * sign-in sentences (decision 0132).
 */
export function readErrorMessage(error: unknown): string {
  const { code, message } = codeAndMessage(error);

  if (code.startsWith("functions/")) return functionsMessage(code.slice("functions/".length), message);
  if (code.startsWith("auth/")) return firebaseOwnMessage(code, message);

  const name = text(field(error, "name"));
  // How Chromium, Firefox and Safari say that import() failed to download a chunk.
  if (name === "TypeError" && /dynamically imported module|importing a module script failed/i.test(message))
    return CODE_UNAVAILABLE;
  // fetch() rejects with a TypeError ("Failed to fetch", "Load failed", …) when the network is down.
  if (name === "TypeError" && /fetch|network|load failed/i.test(message)) return NETWORK_MESSAGE;
  if (name === "FirestoreReadError") return READ_REFUSED;
  if (name === "ZodError" || name === "$ZodError")
    return "The server sent a reply Village did not expect. Please try again.";
  return message === "" ? FALLBACK_MESSAGE : message;
}
