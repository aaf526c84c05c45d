// Checks on the auth form that need no server: required fields, an e-mail's shape and, on sign-up, the name
// against the server's own schema. The password policy is the server's and is checked through
// `checkPassword` (see password-problems.ts).

import { MINIMUM_AGE } from "@village/shared";
import { loadOnce } from "../../../lib/load-once";

// The name's schema brings zod, which the page does not need to paint (display-name-problem.ts).
const loadNameCheck = loadOnce(() => import("./display-name-problem"));

/** Starts fetching the name check once someone reaches for the sign-up form, so its submit need not wait. */
export function expectNameCheck(): void {
  loadNameCheck().catch(() => undefined);
}

/** A chosen name's problem in the server's words (a name it would refuse is fixed before the account exists). */
export async function displayNameProblem(name: string): Promise<string | undefined> {
  return (await loadNameCheck()).displayNameProblem(name);
}

export type AuthMode = "login" | "signup";

export interface CredentialsForm {
  email: string;
  password: string;
  displayName: string;
  /** Sign-up's "I am 13 or older" box; absent on the log-in form. */
  ageConfirmed?: boolean;
}

export interface Credentials {
  email: string;
  password: string;
  /** Only in sign-up mode, and only when something was typed. */
  displayName: string | undefined;
}

export const AGE_REQUIRED_ON_SIGN_UP = `Please confirm that you are ${MINIMUM_AGE} or older: Village is for people ${MINIMUM_AGE} and up.`;

export type CredentialProblems = Partial<Record<keyof CredentialsForm, string>>;

// Something@something.something, without spaces: what a person can reasonably be told to fix. The server
// has the final word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/**
 * Trims what should be trimmed (never the password) and lists what must be fixed before sending, all but the
 * name's problems (displayNameProblem).
 */
export function checkCredentials(
  form: CredentialsForm,
  mode: AuthMode,
): { credentials: Credentials; problems: CredentialProblems } {
  const email = form.email.trim();
  const displayName = form.displayName.trim();
  const problems: CredentialProblems = {};
  if (email === "") problems.email = "Please enter your e-mail address.";
  else if (!EMAIL_SHAPE.test(email)) problems.email = "Please enter a valid e-mail address, like name@example.com.";
  if (form.password === "") problems.password = "Please enter your password.";
  if (mode === "signup" && form.ageConfirmed !== true) problems.ageConfirmed = AGE_REQUIRED_ON_SIGN_UP;
  return {
    credentials: {
      email,
      password: form.password,
      displayName: mode === "signup" && displayName !== "" ? displayName : undefined,
    },
    problems,
  };
}
