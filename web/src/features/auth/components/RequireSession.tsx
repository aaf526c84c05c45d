import { useState, type ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
// The raw query string ("?a=b"), not wouter's decoded one, so the remembered address is exactly this one.
import { useSearch } from "wouter/use-browser-location";
import { ReadFailure } from "../../../components/feedback/ReadFailure";
import { SIGN_IN_UNAVAILABLE } from "../../../lib/errors/error-message";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session/use-session";
import { authPathReturningTo } from "../lib/next-path";

/**
 * Shows `children` to signed-in people; sends others to /auth, remembering this page for afterwards. Someone
 * who signs out while on the page (its header's Sign out) goes home instead: they asked to leave, not to log
 * in again.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === "signed-in" && !wasSignedIn) setWasSignedIn(true);

  if (session.status === "loading") return <p role="status">Checking sign-in…</p>;
  if (session.status === "unavailable") {
    return <ReadFailure message={SIGN_IN_UNAVAILABLE} action="Try again" onRetry={session.retry} />;
  }
  if (session.status === "signed-out" && wasSignedIn) return <Redirect to={paths.home} replace />;
  if (session.status === "signed-out") return <Redirect to={authPathReturningTo(`${location}${search}`)} replace />;
  return children;
}
