// A signed-out visitor's identity: a Firebase anonymous account, made the first time they post at /anon or
// report, and kept by the Auth SDK (IndexedDB) across reloads, so the post stays theirs to delete. The server
// takes the author only from its verified ID token (decision 0030). Imported only by the forms that need it,
// never by the home page, so a first visit still loads no Auth SDK and asks no other host.
import { loadAuth } from "./auth";

/**
 * Makes sure the next call carries an identity: the signed-in account's, else the browser's anonymous
 * account, made now if it has none (one request to Auth).
 */
export async function ensureIdentity(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await auth.authStateReady();
  if (auth.currentUser !== null) return;
  // Two forms sending at once (a report while a post is on its way) share one new identity, not two.
  signingIn ??= sdk.signInAnonymously(auth).finally(() => {
    signingIn = undefined;
  });
  await signingIn;
}

let signingIn: Promise<unknown> | undefined;

/** The signed-in account's uid, or null when the caller is signed out (an anonymous account included). */
export async function signedInUid(): Promise<string | null> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user === null || user.isAnonymous ? null : user.uid;
}

/**
 * Restores a stored identity, without making one, so that a call (Delete, or asking what became of one's
 * posts) carries the browser's own; answers whether there is one (an account or an anonymous one).
 */
export async function restoreIdentity(): Promise<boolean> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser !== null;
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
