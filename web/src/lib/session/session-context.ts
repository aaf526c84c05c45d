import { createContext } from "react";
import type { Session } from "../firebase/auth";

export type { Session };

/** Sign-in state: unknown until Firebase has restored (or not) a stored session. */
export type SessionState =
  { status: "loading"; user: null } | { status: "signed-out"; user: null } | { status: "signed-in"; user: Session };

export const LOADING_SESSION: SessionState = { status: "loading", user: null };

export const SessionContext = createContext<SessionState>(LOADING_SESSION);
