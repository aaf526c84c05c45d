import { useContext } from "react";
import { SessionContext, type SessionState } from "./session-context";

/** The current sign-in state, from the nearest <SessionProvider>. */
export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** How a signed-in person is named in the UI: display name, else e-mail, else "Signed in". */
export function sessionLabel(user: { displayName: string | null; email: string | null }): string {
  return user.displayName?.trim() || user.email?.trim() || "Signed in";
}
