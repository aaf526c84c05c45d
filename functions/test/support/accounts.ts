// Ways a web client signs in against the Auth emulator, as the app's users do.
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInAnonymously,
  signInWithCredential,
  updateProfile,
  type User,
} from "firebase/auth";
import type { Client } from "./clients";

export const PASSWORD = "secret-pass";

/** Signs the client up with e-mail and password, optionally setting a display name right after, as /auth does. */
export async function signUpWithEmail(client: Client, email: string, displayName?: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(client.auth, email, PASSWORD);
  if (displayName !== undefined) await updateProfile(user, { displayName });
  return user;
}

export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * Signs the client in with a Google account, using the Auth emulator's fake IdP token (an unsigned JSON
 * string): the popup flow needs Google's servers, this does not.
 */
export async function signInWithGoogle(client: Client, claims: GoogleClaims): Promise<User> {
  const { user } = await signInWithCredential(client.auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
  return user;
}

/** Signs the client in as a Firebase anonymous user: signed in, but with neither a name nor an e-mail. */
export async function signInAsAnonymousUser(client: Client): Promise<User> {
  const { user } = await signInAnonymously(client.auth);
  return user;
}
