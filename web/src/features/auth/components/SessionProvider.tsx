import { startTransition, useEffect, useState, type ReactNode } from "react";
import { watchSession, type Session } from "../api/auth-api";
import { LOADING_SESSION, SessionContext, type SessionState } from "../../../lib/session/session-context";

// Every field the app shows or decides by: a claim granted or revoked (moderator) is a change too.
const sameUser = (a: Session, b: Session) =>
  a.uid === b.uid &&
  a.displayName === b.displayName &&
  a.email === b.email &&
  a.ageConfirmed === b.ageConfirmed &&
  a.moderator === b.moderator &&
  a.emailVerified === b.emailVerified;

/** Watches Firebase's sign-in state for the whole app; read it with `useSession()`. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(LOADING_SESSION);

  useEffect(
    () =>
      watchSession(
        (user) =>
          // Token refreshes report the same person again: keep the old state so nothing re-renders.
          startTransition(() =>
            setState((previous) => {
              if (!user) return previous.status === "signed-out" ? previous : { status: "signed-out", user: null };
              return previous.user && sameUser(previous.user, user) ? previous : { status: "signed-in", user };
            }),
          ),
        (error) => {
          // Without the auth SDK nobody can be signed in; say so (with a retry) rather than check forever.
          console.error("Could not read the sign-in state", error);
          setState({
            status: "unavailable",
            user: null,
            // A reload, not a second import(): Chromium keeps a module that failed to download failed for
            // the rest of the page's life (import() then rejects without asking the network again).
            retry: () => {
              window.location.reload();
            },
          });
        },
      ),
    [],
  );

  return <SessionContext value={state}>{children}</SessionContext>;
}
