// The auth feature's door to Firebase Auth (see lib/firebase/auth.ts, which loads the SDK lazily).
export {
  checkPassword,
  checkPasswordResetCode,
  expectSignIn,
  resetPassword,
  sendVerificationEmail,
  verifyEmail,
  sendPasswordReset,
  signInWithEmail,
  signInWithGoogle,
  signOutUser,
  signUpWithEmail,
  watchSession,
  type PasswordCheck,
  type Session,
} from "../../../lib/firebase/auth";

/**
 * Saves a display name through the server. Its call (the contract's zod schema, the Functions SDK) loads on
 * first use: this module is imported by the session provider, on every page's first load.
 */
export async function saveDisplayName(input: Parameters<SaveDisplayName>[0]): Promise<string> {
  const { saveDisplayName: save } = await import("../../../lib/firebase/display-name");
  return save(input);
}
type SaveDisplayName = typeof import("../../../lib/firebase/display-name").saveDisplayName;
