// A signed-out visitor's identity: a Firebase anonymous account, made the first time they post at /anon or
// report, and kept by the Auth SDK (IndexedDB) across reloads, so the post stays theirs to delete. The server
// takes the author only from its verified ID token (decision 0030). Imported only by the forms that need it,
// never by the home page, so a first visit still loads no Auth SDK and asks no other host.
import { forgetOwnPosts } from "../../own-posts";
import { forgetSignedOutBrowser, noteSignedOutUse, signedOutIdentityIdle } from "../../signed-out-browser";
import { loadAuth, type LoadedAuth } from "./sdk";

/** Signs the anonymous identity out, if that is who is here, and forgets what the browser kept for it. */
async function endSignedOutIdentity({ auth, sdk }: LoadedAuth): Promise<void> {
  if (auth.currentUser?.isAnonymous === true) await sdk.signOut(auth);
  forgetSignedOutBrowser();
}

/** The Auth SDK, ready, with an anonymous identity left unused past the idle limit ended (decision 0094). */
async function readyAuth(): Promise<LoadedAuth> {
  const loaded = await loadAuth();
  await loaded.auth.authStateReady();
  if (loaded.auth.currentUser?.isAnonymous === true && signedOutIdentityIdle()) await endSignedOutIdentity(loaded);
  return loaded;
}

/**
 * Makes sure the next call carries an identity: the signed-in account's, else the browser's anonymous
 * account, made now if it has none (one request to Auth).
 */
export async function ensureIdentity(): Promise<void> {
  const { auth, sdk } = await readyAuth();
  if (auth.currentUser === null) {
    // Two forms sending at once (a report while a post is on its way) share one new identity, not two.
    signingIn ??= sdk.signInAnonymously(auth).finally(() => {
      signingIn = undefined;
    });
    await signingIn;
  }
  if (auth.currentUser?.isAnonymous === true) noteSignedOutUse();
}

/** This tab's anonymous sign-in under way, if any: module state for the reason sdk.ts gives (one tab, one identity). */
let signingIn: Promise<unknown> | undefined;

/** The signed-in account's uid, or null when the caller is signed out (an anonymous account included). */
export async function signedInUid(): Promise<string | null> {
  const { auth } = await readyAuth();
  const user = auth.currentUser;
  return user === null || user.isAnonymous ? null : user.uid;
}

/**
 * Restores a stored identity, without making one, so that a call (Delete, or asking what became of one's
 * posts) carries the browser's own; answers whether there is one (an account or an anonymous one). An idle
 * anonymous one is ended instead. Only `use` (a deletion) counts as using it: the page asking by itself what
 * became of its posts must not keep a shared computer's identity alive.
 */
export async function restoreIdentity({ use = false }: { use?: boolean } = {}): Promise<boolean> {
  const { auth } = await readyAuth();
  if (use && auth.currentUser?.isAnonymous === true) noteSignedOutUse();
  return auth.currentUser !== null;
}

/**
 * "Forget this browser": ends the signed-out identity here and forgets the posts it made (they can no longer
 * be deleted from this browser, and this tab no longer places its new ones first), the age it confirmed and
 * the time it was last used. A signed-in account is
 * left alone (signing out is its own button).
 */
export async function forgetThisBrowser(): Promise<void> {
  const loaded = await loadAuth();
  await loaded.auth.authStateReady();
  await endSignedOutIdentity(loaded);
  forgetOwnPosts();
}

/**
 * After a call was refused as `unauthenticated` while signed out: the anonymous account has ended (disabled,
 * deleted, or its sessions revoked), so it is let go, and the next try starts a new one.
 */
export async function dropEndedIdentity(error: unknown): Promise<void> {
  if (Reflect.get(Object(error), "code") !== "functions/unauthenticated") return;
  const { auth, sdk } = await loadAuth();
  if (auth.currentUser?.isAnonymous === true) await sdk.signOut(auth);
}
