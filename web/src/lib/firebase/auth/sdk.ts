// The Auth SDK (~50 KiB gzipped) and the app's one Auth instance, imported on first use and never statically,
// so the home page's first load stays small.
//
// This is the auth folder's only module state (with anonymous-identity.ts's one sign-in in flight), and it is
// process-wide on purpose: in a browser the process is one tab, and a tab holds one Firebase session, which
// every part of the page must share (the header, the forms, the callables' ID token). The server renderer
// never imports this folder (sessions exist only in the browser; a server render reads the route's data),
// so no request's render can depend on, or leak through, anything kept here.
import type { Auth } from "firebase/auth";
import { loadOnce } from "../../load-once";
import { emulatorUrls, useEmulators } from "../config";

export type AuthSdk = typeof import("firebase/auth");

export interface LoadedAuth {
  auth: Auth;
  sdk: AuthSdk;
}

const loadAuthOnce = loadOnce(async (): Promise<LoadedAuth> => {
  const [{ firebaseApp }, sdk] = await Promise.all([import("../app"), import("firebase/auth")]);
  // Not getAuth: it also installs the popup/redirect resolver, which on a phone's user agent preloads
  // Google's iframe library (apis.google.com) on every visit, for a sign-in nobody has started. The same
  // persistence getAuth would choose, and the resolver is passed to the popup calls alone (sign-in.ts).
  const auth = sdk.initializeAuth(firebaseApp(), {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
  });
  if (useEmulators && !auth.emulatorConfig) {
    sdk.connectAuthEmulator(auth, emulatorUrls.auth, { disableWarnings: true });
  }
  return { auth, sdk };
});

let requested = false;
let settleRequested: () => void = () => undefined;
/** Settles when something first needs the SDK: a sign-in starting, a signed-in call, another tab signing in. */
export const whenAuthRequested = new Promise<void>((resolve) => {
  settleRequested = resolve;
});

/** Whether something in this tab has asked for the SDK already (so a session may be on its way). */
export function authRequested(): boolean {
  return requested;
}

/**
 * Someone is about to sign in (they reached for the form): load the SDK now rather than on Submit. A browser
 * that holds no session otherwise never loads it, so this is also where a failed download comes to light.
 */
export function expectSignIn(): void {
  requested = true;
  settleRequested();
}

/** The SDK and the app's Auth instance, loaded on first use (every module of this folder shares it). */
export function loadAuth(): Promise<LoadedAuth> {
  expectSignIn();
  return loadAuthOnce();
}
