import { useState, type ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
// The raw query string ("?a=b"), not wouter's decoded one, so the remembered address is exactly this one.
import { useSearch } from "wouter/use-browser-location";
import { ReadFailure } from "../feedback/ReadFailure";
import { SIGN_IN_UNAVAILABLE } from "../../lib/errors/error-words";
import { authPathReturningTo } from "../../lib/next-path";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";

/**
 * The part of a page for signed-in people, under the page's own heading and introduction (its frame, which
 * the build renders: docs/decisions/0106). Shows `children` to signed-in people. Anyone else meets
 * `signedOut` where the page has a signed-out state of its own (`/account`), or is sent to /auth, which
 * remembers this page for afterwards. Someone who signs out while on the page (its header's Sign out) goes
 * home instead: they asked to leave, not to log in again.
 */
export function RequireSession({ children, signedOut }: { children: ReactNode; signedOut?: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  // None where there is no browser (the build renders the page's frame): only a redirect reads it.
  const search = useSearch({ ssrSearch: "" });
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === "signed-in" && !wasSignedIn) setWasSignedIn(true);

  if (session.status === "loading") return <CheckingSignIn />;
  if (session.status === "unavailable") {
    return <ReadFailure message={SIGN_IN_UNAVAILABLE} action="Try again" onRetry={session.retry} />;
  }
  if (session.status === "signed-out" && wasSignedIn) return <Redirect to={paths.home} replace />;
  if (session.status === "signed-out") {
    return signedOut ?? <Redirect to={authPathReturningTo(`${location}${search}`)} replace />;
  }
  return children;
}

/**
 * What a page for signed-in people shows under its frame until the session is known: the first render on the
 * server, at build time and while the browser takes that markup over. With JavaScript off it would check
 * forever, so it says instead what the page needs.
 */
export function CheckingSignIn() {
  return (
    <>
      <p role="status" data-needs-js="">
        Checking sign-in…
      </p>
      <noscript>
        <p>This page is for signed-in people, and signing in needs JavaScript.</p>
      </noscript>
    </>
  );
}
