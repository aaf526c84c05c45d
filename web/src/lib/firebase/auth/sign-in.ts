// Signing in (Google or e-mail and password), signing up, and signing out.
import { loadGoogleLibrary } from "./google-library";
import { loadAuth } from "./sdk";

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

export async function signOutUser(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signOut(auth);
}
