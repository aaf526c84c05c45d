// Ways a web client signs in against the Auth emulator, as the app's users do.
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithEmailAndPassword,
  updateProfile,
  type User,
} from "firebase/auth";
import { confirmAge } from "@village/shared";
import { adminAuth, call, type Client } from "./clients";

export const PASSWORD = "secret-pass";

/** Whether a new account confirms it is 13 or older straight away, as sign-up's required box does. */
interface AgeOption {
  ageConfirmed?: boolean;
}

/**
 * Confirms the signed-in account's age through `confirmAge`, then refreshes its ID token (as the web app
 * does), so the next call carries the claim.
 */
export async function confirmAgeOf(client: Client, user: User): Promise<void> {
  await call(client, confirmAge, {});
  await user.getIdToken(true);
}

/**
 * Signs the client up with e-mail and password, sets a display name right after, and confirms its age, as
 * /auth does (`{ ageConfirmed: false }` leaves it unconfirmed). Without a `displayName` the account is one
 * whose person chose to post under their e-mail address (its name is the address, as "Post as my e-mail
 * address" stores it), which they have verified, as that choice needs; `null` leaves it with no name at all,
 * so that its posts are refused until it chooses.
 */
export async function signUpWithEmail(
  client: Client,
  email: string,
  displayName: string | null = email,
  { ageConfirmed = true }: AgeOption = {},
): Promise<User> {
  await createUserWithEmailAndPassword(client.auth, email, PASSWORD);
  // Signed in again at once: the Auth emulator dates the sign-up's token (auth_time) from the request's start
  // and the account's revocation time (validSince) from a moment later, so when a second boundary falls in
  // between, that first token reads as revoked and the callables refuse it ("This session has ended").
  const { user } = await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  if (displayName !== null) await updateProfile(user, { displayName });
  if (displayName === email) await adminAuth().updateUser(user.uid, { emailVerified: true });
  if (ageConfirmed) await confirmAgeOf(client, user);
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
export async function signInWithGoogle(
  client: Client,
  claims: GoogleClaims,
  { ageConfirmed = true }: AgeOption = {},
): Promise<User> {
  const { user } = await signInWithCredential(client.auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
  if (ageConfirmed) await confirmAgeOf(client, user);
  return user;
}
