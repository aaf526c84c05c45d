// Who is signed in, confirmed again just before something that cannot be undone (deleting the account).
import { loadAuth } from "./sdk";

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
