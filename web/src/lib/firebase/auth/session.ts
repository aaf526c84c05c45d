// The signed-in session as the app sees it: watched, waited for, and refreshed when the server changed it.
// Where this browser holds no session (session-hint.ts) none of this loads the SDK until something needs it.
import type { Auth, User } from "firebase/auth";
import { AGE_CONFIRMED_CLAIM } from "@village/shared";
import type { Session } from "../../session/session-context";
import { authRequested, expectSignIn, loadAuth, whenAuthRequested } from "./sdk";
import { refreshOnReturn } from "./refresh-on-return";
import { mayHoldSession, onSignInElsewhere, rememberSession } from "./session-hint";

export type { Session };

/** The session of `user`, its age confirmation and moderator claim read from the claims of the token it holds (no request). */
export async function toSession(user: User): Promise<Session> {
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

/** False only when no session can be here: nothing asked for the SDK in this tab, and the browser holds none. */
async function mayHaveSession(): Promise<boolean> {
  return authRequested() || (await mayHoldSession());
}

/** The Auth instance once its stored session (if any) is restored; null where there certainly is none. */
async function restoredAuth(): Promise<Auth | null> {
  if (!(await mayHaveSession())) return null;
  const { auth } = await loadAuth();
  // On a page's first load the user is restored from storage a moment after the SDK loads.
  await auth.authStateReady();
  return auth;
}

/**
 * Calls `onChange` with the current session (or null) now and on every change, until the returned function
 * is called. ID-token changes are watched rather than sign-in changes, so a display name set after
 * sign-up (followed by a token refresh) reaches the UI too. Where this browser holds no session (see
 * session-hint.ts) it reports null at once and watches only once something needs the SDK.
 */
export function watchSession(onChange: (session: Session | null) => void, onError: (error: unknown) => void) {
  let stopped = false;
  // Read through a function: TypeScript would otherwise keep `stopped` false across the awaits below.
  const watching = () => !stopped;
  const stops: (() => void)[] = [];

  /** Reports `user`'s session; token changes can overlap (a refresh just after sign-in): only the latest counts. */
  let latest = 0;
  const report = async (user: User | null) => {
    const change = ++latest;
    // A visitor's anonymous account (decision 0030) is the browser's identity for /anon, never a session:
    // the UI sees them signed out, and the next page load need not load the SDK for it.
    const signedIn = user?.isAnonymous === false;
    rememberSession(signedIn);
    if (!signedIn) {
      onChange(null);
      return;
    }
    try {
      const session = await toSession(user);
      if (change === latest && watching()) onChange(session);
    } catch (error) {
      onError(error);
    }
  };

  const watch = async () => {
    if (!(await mayHoldSession())) {
      if (!watching()) return;
      onChange(null);
      stops.push(onSignInElsewhere(expectSignIn));
      await whenAuthRequested;
    }
    if (!watching()) return;
    const loaded = await loadAuth().catch((error: unknown) => {
      if (watching()) onError(error);
      return null;
    });
    if (!loaded || !watching()) return;
    const { auth, sdk } = loaded;
    stops.push(
      refreshOnReturn(() => auth.currentUser?.getIdToken(true) ?? Promise.resolve()),
      sdk.onIdTokenChanged(auth, (user) => void report(user), onError),
    );
  };

  void watch();
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}

/** Resolves once the stored session (if any) is restored, so calls made now carry the user's ID token. */
export async function whenAuthReady(): Promise<void> {
  // No session here and no sign-in under way: there is no token to send, so the SDK need not load for it.
  await restoredAuth();
}

/** The signed-in account's uid, or null; loads the SDK only where a session may be stored. */
export async function currentUid(): Promise<string | null> {
  const auth = await restoredAuth();
  return auth?.currentUser?.uid ?? null;
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
  const auth = await restoredAuth();
  const fresh = await auth?.currentUser?.getIdTokenResult(true);
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
