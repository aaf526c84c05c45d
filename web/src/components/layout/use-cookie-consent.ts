import { useState, useSyncExternalStore } from "react";

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

const unchanging = () => () => undefined;
// The server cannot know, so its HTML has no notice; taking over that HTML, the app draws it just after.
// Drawn in the HTML instead, it would stand there until the app arrived for everyone who had already
// answered it. docs/decisions/0042.
const onTheServer = () => true;

/** Whether the cookie notice was accepted or dismissed in this browser (both count as seen, for good). */
export function useCookieConsent() {
  const stored = useSyncExternalStore(unchanging, readConsent, onTheServer);
  const [answered, setAccepted] = useState(false);
  return {
    accepted: stored || answered,
    accept: () => {
      storeConsent();
      setAccepted(true);
    },
  };
}
