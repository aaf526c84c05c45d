import { createContext } from "react";
/** The signed-in person, as the app shows them. */
export interface Session {
  uid: string;
  displayName: string | null;
  email: string | null;
}

/** Sign-in state: unknown until Firebase has restored (or not) a stored session. */
export type SessionState =
  { status: "loading"; user: null } | { status: "signed-out"; user: null } | { status: "signed-in"; user: Session };

export const LOADING_SESSION: SessionState = { status: "loading", user: null };

export const SessionContext = createContext<SessionState>(LOADING_SESSION);
