// The one place that turns a thrown error into words a person can act on. Firebase SDK errors carry a
// `code` ("auth/…", "functions/…"); everything else falls back to its own message. The sentences the home
// route's first load needs, and the mapping of every code but the sign-in service's, are in error-words.ts,
// which the home route imports alone; this module adds the sign-in service's codes (decision 0132).
import { codeAndMessage, readErrorMessage } from "./error-words";

export * from "./error-words";

/** Said after a sign-up whose account exists but whose display name the sign-in service did not save. */
export const DISPLAY_NAME_NOT_SAVED =
  "Your account was created and you are signed in, but your display name could not be saved. You can set it on your account page.";

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

function passwordRequirementsMessage(message: string): string {
  // The SDK lists what is missing in brackets: "Missing password requirements: [Password must contain …]".
  const listed = /\[(.+)\]/.exec(message)?.[1]?.trim();
  return listed
    ? `That password doesn't meet the password rules: ${listed.replace(/\.?$/, ".")}`
    : "That password doesn't meet the password rules. Please choose another.";
}

/** `readErrorMessage`'s words, and the sign-in service's own for its codes. */
export function errorMessage(error: unknown): string {
  const { code, message } = codeAndMessage(error);
  if (code === "auth/password-does-not-meet-requirements") return passwordRequirementsMessage(message);
  return AUTH_MESSAGES[code] ?? readErrorMessage(error);
}
