// The one door to Firebase Auth. The SDK (~50 KiB gzipped) is imported on first use, never statically, so
// the home page's first load stays small; everything the UI needs is a plain function here.
import type { Auth, User } from "firebase/auth";
import { AGE_CONFIRMED_CLAIM } from "@village/shared";
import type { Session } from "../session/session-context";
import { emulatorUrls, useEmulators } from "./config";
import { loadOnce } from "../load-once";
import { mayHoldSession, onSignInElsewhere, rememberSession } from "./session-hint";

export type { Session };

/** What the server's password policy says about one password (all flags true when it passes). */
export interface PasswordCheck {
  isValid: boolean;
  minLength: number | undefined;
  maxLength: number | undefined;
  meetsMinLength: boolean;
  meetsMaxLength: boolean;
  hasLowercase: boolean;
  hasUppercase: boolean;
  hasNumber: boolean;
  hasSymbol: boolean;
}

type AuthSdk = typeof import("firebase/auth");

interface LoadedAuth {
  auth: Auth;
  sdk: AuthSdk;
}

/** The SDK's own default when no policy can be read (see MINIMUM_MIN_PASSWORD_LENGTH in @firebase/auth). */
const DEFAULT_MIN_PASSWORD_LENGTH = 6;

const loadAuthOnce = loadOnce(async (): Promise<LoadedAuth> => {
  const [{ firebaseApp }, sdk] = await Promise.all([import("./app"), import("firebase/auth")]);
  // Not getAuth: it also installs the popup/redirect resolver, which on a phone's user agent preloads
  // Google's iframe library (apis.google.com) on every visit, for a sign-in nobody has started. The same
  // persistence getAuth would choose, and the resolver is passed to the popup call alone (signInWithGoogle).
  const auth = sdk.initializeAuth(firebaseApp(), {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
  });
  if (useEmulators && !auth.emulatorConfig) {
    sdk.connectAuthEmulator(auth, emulatorUrls.auth, { disableWarnings: true });
  }
  return { auth, sdk };
});

/** The session of `user`, its age confirmation and moderator claim read from the claims of the token it holds (no request). */
async function toSession(user: User): Promise<Session> {
  const { claims } = await user.getIdTokenResult();
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    ageConfirmed: claims[AGE_CONFIRMED_CLAIM] === true,
    moderator: claims.moderator === true,
    emailVerified: user.emailVerified,
  };
}

let wasRequested = false;
let settleRequested: () => void = () => undefined;
/** Settles when something first needs the SDK: a sign-in starting, a signed-in call, another tab signing in. */
const requested = new Promise<void>((resolve) => {
  settleRequested = resolve;
});
function markRequested(): void {
  wasRequested = true;
  settleRequested();
}

/** The SDK and the app's Auth instance, loaded on first use (anonymous-identity.ts shares it). */
export function loadAuth(): Promise<LoadedAuth> {
  markRequested();
  return loadAuthOnce();
}

/**
 * Someone is about to sign in (they reached for the form): load the SDK now rather than on Submit. A browser
 * that holds no session otherwise never loads it, so this is also where a failed download comes to light.
 */
export function expectSignIn(): void {
  markRequested();
}

/**
 * Calls `onChange` with the current session (or null) now and on every change, until the returned function
 * is called. ID-token changes are watched rather than sign-in changes, so a display name set after
 * sign-up (followed by a token refresh) reaches the UI too. Where this browser holds no session (see
 * session-hint.ts) it reports null at once and watches only once something needs the SDK.
 */
export function watchSession(onChange: (session: Session | null) => void, onError: (error: unknown) => void) {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  let stopWatchingTabs: (() => void) | undefined;
  let stopRefreshing: (() => void) | undefined;
  const watch = () => {
    loadAuth().then(
      ({ auth, sdk }) => {
        if (stopped) return;
        // Token changes can overlap (a refresh just after sign-in): only the latest one's session is reported.
        let latest = 0;
        stopRefreshing = refreshOnReturn(auth);
        unsubscribe = sdk.onIdTokenChanged(
          auth,
          (user) => {
            const change = ++latest;
            // A visitor's anonymous account (decision 0030) is the browser's identity for /anon, never a
            // session: the UI sees them signed out, and the next page load need not load the SDK for it.
            const signedIn = user?.isAnonymous === false;
            rememberSession(signedIn);
            if (!signedIn) {
              onChange(null);
              return;
            }
            toSession(user).then((session) => {
              if (change === latest && !stopped) onChange(session);
            }, onError);
          },
          onError,
        );
      },
      (error: unknown) => {
        if (!stopped) onError(error);
      },
    );
  };
  void mayHoldSession().then((mayHold) => {
    if (stopped) return;
    if (mayHold) {
      watch();
      return;
    }
    onChange(null);
    stopWatchingTabs = onSignInElsewhere(markRequested);
    void requested.then(() => {
      if (!stopped) watch();
    });
  });
  return () => {
    stopped = true;
    unsubscribe?.();
    stopWatchingTabs?.();
    stopRefreshing?.();
  };
}

/** The least time between two refreshes on return: switching tabs back and forth asks nothing each time. */
const RETURN_REFRESH_MS = 60_000;

/**
 * Takes a new ID token when the person comes back to the page (focus, or the tab shown again), at most once a
 * minute: a claim granted or revoked meanwhile (`moderator`) then reaches the session without signing out,
 * rather than within the hour the SDK's own refresh takes. Returns a function that stops.
 */
function refreshOnReturn(auth: Auth): () => void {
  let last = Date.now();
  const refresh = () => {
    if (document.visibilityState !== "visible" || Date.now() - last < RETURN_REFRESH_MS) return;
    last = Date.now();
    auth.currentUser?.getIdToken(true).catch((error: unknown) => {
      console.warn("Could not refresh the session", error);
    });
  };
  window.addEventListener("focus", refresh);
  document.addEventListener("visibilitychange", refresh);
  return () => {
    window.removeEventListener("focus", refresh);
    document.removeEventListener("visibilitychange", refresh);
  };
}

/** Resolves once the stored session (if any) is restored, so calls made now carry the user's ID token. */
export async function whenAuthReady(): Promise<void> {
  // No session here and no sign-in under way: there is no token to send, so the SDK need not load for it.
  if (!wasRequested && !(await mayHoldSession())) return;
  const { auth } = await loadAuth();
  await auth.authStateReady();
}

/** The signed-in account's uid, or null; loads the SDK only where a session may be stored. */
export async function currentUid(): Promise<string | null> {
  if (!wasRequested && !(await mayHoldSession())) return null;
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** Google's sign-in library, which the SDK loads before it opens the popup (see `signInWithGoogle`). */
const GOOGLE_LIBRARY = "https://apis.google.com/js/api.js";
/** How long a person waits for it before being told it did not come (a page load is seconds, not 10+). */
const GOOGLE_LIBRARY_WAIT_MS = 4000;

/**
 * Loads Google's library itself, with a time limit. The SDK loads it too, but waits for as long as the
 * network does (offline, about 11 s of "Please wait…" before any word); once it is here, the SDK uses it
 * rather than load it again. Rejects like the SDK would (`auth/network-request-failed`).
 */
function loadGoogleLibrary(): Promise<void> {
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

export async function signInWithGoogle(): Promise<void> {
  const [{ auth, sdk }] = await Promise.all([loadAuth(), loadGoogleLibrary()]);
  // The SDK opens its popup at 500×600 by default (DEFAULT_WIDTH/DEFAULT_HEIGHT in @firebase/auth).
  await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signInWithEmailAndPassword(auth, email, password);
}

/**
 * Creates the account and signs it in. Its display name, if one was typed, is set afterwards through the
 * server (`saveDisplayName`), which cleans it by the same rules as every other name.
 */
export async function signUpWithEmail(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.createUserWithEmailAndPassword(auth, email, password);
}

/**
 * Sends the password-reset e-mail. Its link lands on `continueUrl`'s site (the project's e-mail template
 * points the action at /auth/reset). Throws only for what the person can fix or retry; an address with no
 * account resolves like any other, so the answer never tells whether an account exists.
 */
export async function sendPasswordReset(email: string, continueUrl: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  try {
    await sdk.sendPasswordResetEmail(auth, email, { url: continueUrl });
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "auth/user-not-found") return;
    throw error;
  }
}

/**
 * Sends the signed-in account the "Verify your e-mail" link. Its link lands on the project's action URL
 * (/auth/reset, `mode=verifyEmail`), and comes back to `continueUrl`'s site.
 */
export async function sendVerificationEmail(continueUrl: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw new Error("Not signed in.");
  await sdk.sendEmailVerification(user, { url: continueUrl });
}

/**
 * Applies a verification code from the e-mail; throws `auth/expired-action-code` or
 * `auth/invalid-action-code`. A session in this browser then reloads, so it shows the address as verified.
 */
export async function verifyEmail(code: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.applyActionCode(auth, code);
  await auth.authStateReady();
  if (auth.currentUser) await reloadSession();
}

/** The e-mail address a reset code is for; throws `auth/expired-action-code` or `auth/invalid-action-code`. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  const { auth, sdk } = await loadAuth();
  return sdk.verifyPasswordResetCode(auth, code);
}

/** Sets a new password with a reset code from the e-mail. */
export async function resetPassword(code: string, newPassword: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.confirmPasswordReset(auth, code, newPassword);
}

/** A new ID token for the signed-in user, so a claim just set reaches the UI and the functions. */
export async function refreshSession(): Promise<void> {
  const { auth } = await loadAuth();
  await auth.currentUser?.getIdToken(true);
}

/**
 * The same, only where a session may exist (no SDK is loaded for a stranger): for a page whose access hangs
 * on a claim, on entry (/moderate), and after a call the server refused as not allowed.
 */
export async function refreshClaims(): Promise<{ moderator: boolean } | null> {
  if (!wasRequested && !(await mayHoldSession())) return null;
  const { auth } = await loadAuth();
  // On a page's first load the user is restored from storage a moment after the SDK loads.
  await auth.authStateReady();
  const fresh = await auth.currentUser?.getIdTokenResult(true);
  // Answered from the fresh token itself: the session hears of it a moment later, through its listener.
  return fresh ? { moderator: fresh.claims.moderator === true } : null;
}

/**
 * Reads the account afresh (a change the server made, such as its display name, is not in the SDK's copy)
 * and takes a new ID token, so the session and the next call carry it.
 */
export async function reloadSession(): Promise<void> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}

/** Whether the signed-in account logs in with an e-mail and password (so deleting it asks for the password). */
export async function usesPassword(): Promise<boolean> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser?.providerData.some((provider) => provider.providerId === "password") ?? false;
}

/**
 * Confirms who is signed in, just before something that cannot be undone: the password for an e-mail
 * account, Google's sign-in window otherwise. Throws `auth/wrong-password` (or `auth/invalid-credential`).
 */
export async function confirmSignIn(password: string | null): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw new Error("Not signed in.");
  if (password !== null && user.email) {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
  } else {
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider());
  }
}

export async function signOutUser(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
}

/**
 * Checks a new password against the project's password policy. When the policy cannot be read (the Auth
 * emulator does not serve it), the SDK's default applies; the server checks again on sign-up anyway.
 */
export async function checkPassword(password: string): Promise<PasswordCheck> {
  const { auth, sdk } = await loadAuth();
  try {
    const status = await sdk.validatePassword(auth, password);
    const options = status.passwordPolicy.customStrengthOptions;
    return {
      isValid: status.isValid,
      minLength: options.minPasswordLength,
      maxLength: options.maxPasswordLength,
      meetsMinLength: status.meetsMinPasswordLength ?? true,
      meetsMaxLength: status.meetsMaxPasswordLength ?? true,
      hasLowercase: status.containsLowercaseLetter ?? true,
      hasUppercase: status.containsUppercaseLetter ?? true,
      hasNumber: status.containsNumericCharacter ?? true,
      hasSymbol: status.containsNonAlphanumericCharacter ?? true,
    };
  } catch {
    const meetsMinLength = password.length >= DEFAULT_MIN_PASSWORD_LENGTH;
    return {
      isValid: meetsMinLength,
      minLength: DEFAULT_MIN_PASSWORD_LENGTH,
      maxLength: undefined,
      meetsMinLength,
      meetsMaxLength: true,
      hasLowercase: true,
      hasUppercase: true,
      hasNumber: true,
      hasSymbol: true,
    };
  }
}
