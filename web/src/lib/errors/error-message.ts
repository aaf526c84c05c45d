// The one place that turns a thrown error into words a person can act on. Firebase SDK errors carry a
// `code` ("auth/…", "functions/…"); everything else falls back to its own message.

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

/** Said where a person would sign in when the sign-in code itself did not download; shown with a retry. */
export const SIGN_IN_UNAVAILABLE = "Signing in didn't load. Check your internet connection and try again.";

/** Said when Sign out did not take effect: the person is still signed in on this browser. */
export const SIGN_OUT_FAILED = "We couldn't sign you out. You are still signed in: please try again.";

/** Said after a sign-up whose account exists but whose display name the sign-in service did not save. */
export const DISPLAY_NAME_NOT_SAVED =
  "Your account was created and you are signed in, but your display name could not be saved. You can set it on your account page.";

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

/** A read that reached Firestore and was answered with an error (its own words are for developers). */
export const READ_REFUSED = "Village couldn't read this just now. Please try again in a moment.";

const NETWORK_MESSAGE = "We couldn't reach Village. Check your internet connection and try again.";

/**
 * A part of the app loaded on first use did not download. The browser keeps that failure for the page's life
 * (importing it again fails at once), so only a reload helps.
 */
export const CODE_UNAVAILABLE =
  "Part of this page didn't load, so nothing was sent. Check your internet connection and reload the page.";

/**
 * What a failed log-in says, whether the address has no account or the password is wrong: one sentence, so
 * the answer never tells whether an e-mail has an account (as password reset's RESET_SENT_MESSAGE).
 */
export const SIGN_IN_REFUSED =
  "That e-mail and password didn't work. Check them and try again, or choose “Forgot password?” to reset your password.";

/**
 * What a sign-up with an address already in use says: the same words whoever asks, naming what the owner of
 * the address can do, never "an account exists".
 */
export const SIGN_UP_REFUSED =
  "We couldn't create an account with that e-mail and password. If you already have one, log in or reset your password.";

/** A wrong password where only the password was asked (deleting the account): there is no e-mail to blame. */
export const WRONG_PASSWORD = "That password isn't right. Please try again.";

const AUTH_MESSAGES: Record<string, string> = {
  "auth/wrong-password": SIGN_IN_REFUSED,
  "auth/invalid-credential": SIGN_IN_REFUSED,
  "auth/invalid-login-credentials": SIGN_IN_REFUSED,
  "auth/user-not-found": SIGN_IN_REFUSED,
  "auth/email-already-in-use": SIGN_UP_REFUSED,
  "auth/weak-password": "That password is too weak. Please choose a longer one.",
  "auth/invalid-email": "Please enter a valid e-mail address.",
  "auth/missing-email": "Please enter your e-mail address.",
  "auth/missing-password": "Please enter your password.",
  "auth/popup-closed-by-user": "The sign-in window was closed before signing in finished.",
  "auth/cancelled-popup-request": "The sign-in window was closed before signing in finished.",
  "auth/popup-blocked": "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.",
  "auth/network-request-failed": "We couldn't reach the sign-in service. Check your internet connection and try again.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/user-disabled": "This account has been disabled.",
  "auth/operation-not-allowed": "This way of signing in is not enabled for Village.",
  "auth/unauthorized-domain": "Signing in is not allowed from this web address.",
  "auth/account-exists-with-different-credential":
    "An account with that e-mail already exists with another way of signing in. Please use that instead.",
  "auth/credential-already-in-use": "That account is already linked to another Village account.",
  "auth/requires-recent-login": "Please sign in again to do that.",
  "auth/user-token-expired": "Your session has ended. Please sign in again.",
  "auth/invalid-user-token": "Your session has ended. Please sign in again.",
  "auth/user-mismatch": "That is a different account from the one signed in. Please try again.",
  "auth/web-storage-unsupported": "Your browser blocks the storage signing in needs. Allow site data and try again.",
  "auth/timeout": "Signing in took too long. Please try again.",
  "auth/internal-error": "Signing in could not be completed. Please try again later.",
  "auth/expired-action-code": "This reset link has expired. Please ask for a new one.",
  "auth/invalid-action-code":
    "This reset link is not valid any more: it was already used, or a newer one was sent. Please ask for a new one.",
  "auth/multi-factor-auth-required": "This account needs a second sign-in step, which Village does not support yet.",
};

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

function passwordRequirementsMessage(message: string): string {
  // The SDK lists what is missing in brackets: "Missing password requirements: [Password must contain …]".
  const listed = /\[(.+)\]/.exec(message)?.[1]?.trim();
  return listed
    ? `That password doesn't meet the password rules: ${listed.replace(/\.?$/, ".")}`
    : "That password doesn't meet the password rules. Please choose another.";
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

export function errorMessage(error: unknown): string {
  const code = text(field(error, "code"));
  const message = typeof error === "string" ? error.trim() : text(field(error, "message"));

  if (code === "auth/password-does-not-meet-requirements") return passwordRequirementsMessage(message);
  const authMessage = AUTH_MESSAGES[code];
  if (authMessage) return authMessage;
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
