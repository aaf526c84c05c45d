import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
// The raw query string ("?a=b"), not wouter's decoded one, so the remembered address is exactly this one.
import { useSearch } from "wouter/use-browser-location";
import { ReadFailure } from "../../../components/feedback/ReadFailure";
import { SIGN_IN_UNAVAILABLE } from "../../../lib/errors/error-message";
import { useSession } from "../../../lib/session/use-session";
import { authPathReturningTo } from "../lib/next-path";

/** Shows `children` to signed-in people; sends others to /auth, remembering this page for afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();

  if (session.status === "loading") return <p role="status">Checking sign-in…</p>;
  if (session.status === "unavailable") {
    return <ReadFailure message={SIGN_IN_UNAVAILABLE} action="Try again" onRetry={session.retry} />;
  }
  if (session.status === "signed-out") return <Redirect to={authPathReturningTo(`${location}${search}`)} replace />;
  return children;
}
