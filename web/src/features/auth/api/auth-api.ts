// The auth feature's door to Firebase Auth (see lib/firebase/auth/, which loads the SDK lazily).
export { expectSignIn } from "../../../lib/firebase/auth/sdk";
export { watchSession, type Session } from "../../../lib/firebase/auth/session";
export { signInWithEmail, signInWithGoogle, signOutUser, signUpWithEmail } from "../../../lib/firebase/auth/sign-in";
export {
  checkPassword,
  checkPasswordResetCode,
  resetPassword,
  sendPasswordReset,
  type PasswordCheck,
} from "../../../lib/firebase/auth/password";
export { sendVerificationEmail, verifyEmail } from "../../../lib/firebase/auth/email-verification";

/**
 * Saves a display name through the server. Its call (the contract's zod schema, the Functions SDK) loads on
 * first use: this module is imported by the session provider, on every page's first load.
 */
export async function saveDisplayName(input: Parameters<SaveDisplayName>[0]): Promise<string> {
  const { saveDisplayName: save } = await import("../../../lib/firebase/display-name");
  return save(input);
}
type SaveDisplayName = typeof import("../../../lib/firebase/display-name").saveDisplayName;
