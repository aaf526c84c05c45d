// Ways a web client signs in against the Auth emulator, as the app's users do.
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  updateProfile,
  type User,
} from "firebase/auth";
import { AGE_CONFIRMED_CLAIM, confirmAge } from "@village/shared";
import { randomUUID } from "node:crypto";
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

/** One account as `signUpWithEmail(client, email, displayName)` leaves it, made as `signedUpAccounts` makes them. */
export async function signedUpAccount(client: Client, email: string, displayName = email): Promise<User> {
  const [user] = await signedUpAccounts([client], [email], displayName);
  if (user === undefined) throw new Error(`Could not sign up ${email}.`);
  return user;
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

/**
 * Many accounts as `signUpWithEmail` leaves them (named after their e-mail address, which is verified, or
 * `displayName`; 13 or older), one per client, each signed in on its client: for a test that needs a crowd of
 * accounts (a farm, throwaways), or one signed-in account in each of many cases (bad input, length limits),
 * and tests something else than signing up. They are made in one Admin SDK
 * import with the age claim `confirmAge` sets, and signed in with a custom token, instead of six requests and
 * a `confirmAge` call each: 50 sign-ups cost 10 to 20 seconds, on a cold Functions emulator even more, since
 * each of the simultaneous `confirmAge` calls starts a process of its own. How a sign-up and `confirmAge` work
 * is tested with `signUpWithEmail` (confirm-age.test.ts and others).
 */
export async function signedUpAccounts(clients: Client[], emails: string[], displayName?: string): Promise<User[]> {
  if (clients.length !== emails.length) throw new Error("One client per e-mail address.");
  const accounts = emails.map((email) => ({
    uid: `signed-up-${randomUUID()}`,
    email,
    // As signUpWithEmail: the address is verified when it is the name.
    emailVerified: (displayName ?? email) === email,
    displayName: displayName ?? email,
    customClaims: { [AGE_CONFIRMED_CLAIM]: true },
  }));
  const result = await adminAuth().importUsers(accounts);
  if (result.failureCount > 0) throw new Error(`Import failed: ${result.errors[0]?.error.message ?? "unknown"}`);
  return Promise.all(
    accounts.map(async ({ uid }, index) => {
      const client = clients[index];
      if (client === undefined) throw new Error("One client per e-mail address.");
      return (await signInWithCustomToken(client.auth, await adminAuth().createCustomToken(uid))).user;
    }),
  );
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
