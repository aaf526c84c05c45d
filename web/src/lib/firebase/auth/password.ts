// Passwords: checked against the project's policy while typed, and reset through the e-mailed link.
import type { PasswordValidationStatus } from "firebase/auth";
import { loadAuth } from "./sdk";

/** What the server's password policy says about one password (all flags true when it passes). */
export interface PasswordCheck {
  isValid: boolean;
  minLength: number | undefined;
  maxLength: number | undefined;
  meetsMinLength: boolean;
  meetsMaxLength: boolean;
  hasLowercase: boolean;
  hasUppercase: boolean;
  hasNumber: boolean;
  hasSymbol: boolean;
}

/** The SDK's own default when no policy can be read (see MINIMUM_MIN_PASSWORD_LENGTH in @firebase/auth). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** The SDK's verdict as the form shows it: a rule the policy does not set counts as met. */
export function toPasswordCheck(status: PasswordValidationStatus): PasswordCheck {
  const options = status.passwordPolicy.customStrengthOptions;
  return {
    isValid: status.isValid,
    minLength: options.minPasswordLength,
    maxLength: options.maxPasswordLength,
    meetsMinLength: status.meetsMinPasswordLength ?? true,
    meetsMaxLength: status.meetsMaxPasswordLength ?? true,
    hasLowercase: status.containsLowercaseLetter ?? true,
    hasUppercase: status.containsUppercaseLetter ?? true,
    hasNumber: status.containsNumericCharacter ?? true,
    hasSymbol: status.containsNonAlphanumericCharacter ?? true,
  };
}

/** The verdict by the SDK's default rule alone (a length), for when the policy cannot be read. */
export function defaultPasswordCheck(password: string): PasswordCheck {
  const meetsMinLength = password.length >= DEFAULT_MIN_PASSWORD_LENGTH;
  return {
    isValid: meetsMinLength,
    minLength: DEFAULT_MIN_PASSWORD_LENGTH,
    maxLength: undefined,
    meetsMinLength,
    meetsMaxLength: true,
    hasLowercase: true,
    hasUppercase: true,
    hasNumber: true,
    hasSymbol: true,
  };
}

/**
 * Checks a new password against the project's password policy. When the policy cannot be read (the Auth
 * emulator does not serve it), the SDK's default applies; the server checks again on sign-up anyway.
 */
export async function checkPassword(password: string): Promise<PasswordCheck> {
  const { auth, sdk } = await loadAuth();
  try {
    return toPasswordCheck(await sdk.validatePassword(auth, password));
  } catch {
    return defaultPasswordCheck(password);
  }
}

/**
 * Sends the password-reset e-mail. Its link lands on `continueUrl`'s site (the project's e-mail template
 * points the action at /auth/reset). Throws only for what the person can fix or retry; an address with no
 * account resolves like any other, so the answer never tells whether an account exists.
 */
export async function sendPasswordReset(email: string, continueUrl: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  try {
    await sdk.sendPasswordResetEmail(auth, email, { url: continueUrl });
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "auth/user-not-found") return;
    throw error;
  }
}

/** The e-mail address a reset code is for; throws `auth/expired-action-code` or `auth/invalid-action-code`. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  const { auth, sdk } = await loadAuth();
  return sdk.verifyPasswordResetCode(auth, code);
}

/** Sets a new password with a reset code from the e-mail. */
export async function resetPassword(code: string, newPassword: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.confirmPasswordReset(auth, code, newPassword);
}
