import { useState } from "react";
import { useHydrated } from "../../hooks/use-hydrated";

export const COOKIE_CONSENT_KEY = "cookiesAccepted";
export const COOKIE_CONSENT_VALUE = "yes";

// Storage can be off (privacy modes, blocked site data): the banner then simply shows again next visit.
function readConsent(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_VALUE;
  } catch {
    return false;
  }
}

function storeConsent(): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUE);
  } catch {
    // Nothing to do: the banner is hidden for this visit anyway.
  }
}

// The server cannot know, so its HTML has the notice; a script in the page's head hides it before the first
// paint where it was answered, and without JavaScript (global.css, scripts/lib/csp.mjs: HEAD_SCRIPT). The
// app takes that markup over as it is (the answer is read once `useHydrated()` is true), then drops the notice
// where it was answered. docs/decisions/0042, 0085.
/** Whether the cookie notice was accepted or dismissed in this browser (both count as seen, for good). */
export function useCookieConsent() {
  const stored = useHydrated() && readConsent();
  const [answered, setAccepted] = useState(false);
  return {
    accepted: stored || answered,
    accept: () => {
      storeConsent();
      setAccepted(true);
    },
  };
}
