// Verifying an account's e-mail address: the link sent, and its code applied.
import { loadAuth } from "./sdk";
import { reloadSession } from "./session";

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
