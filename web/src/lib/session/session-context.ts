import { createContext } from "react";
/** The signed-in person, as the app shows them. */
export interface Session {
  uid: string;
  displayName: string | null;
  email: string | null;
  /** The account has confirmed it is 13 or older (a claim in its ID token, set by `confirmAge`). */
  ageConfirmed: boolean;
  /** The account holds the `moderator` claim (the server checks it again on every call). */
  moderator?: boolean;
  /** The account's e-mail address is verified (Google accounts are; e-mail sign-ups once they follow the link). */
  emailVerified?: boolean;
}

/**
 * Sign-in state: unknown until Firebase has restored (or not) a stored session; `unavailable` when the
 * sign-in code itself could not be loaded (a flaky network), with a way to try loading it again.
 */
export type SessionState =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: Session }
  | { status: "unavailable"; user: null; retry: () => void };

export const LOADING_SESSION: SessionState = { status: "loading", user: null };

export const SessionContext = createContext<SessionState>(LOADING_SESSION);
