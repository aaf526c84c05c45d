import { useState } from "react";

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

/** Whether the cookie notice was accepted or dismissed in this browser (both count as seen, for good). */
export function useCookieConsent() {
  const [accepted, setAccepted] = useState(readConsent);
  return {
    accepted,
    accept: () => {
      storeConsent();
      setAccepted(true);
    },
  };
}
