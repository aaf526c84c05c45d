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
export { saveDisplayName } from "../../../lib/firebase/display-name";
