// App Check proves to the callables that a call comes from this web app in a real browser (reCAPTCHA
// Enterprise scores the visit). It starts with the functions module, before the first call, so neither the
// App Check SDK nor reCAPTCHA's script is part of the home page's first load; with no site key (the emulators,
// the tests) it never starts.
import type { FirebaseApp } from "firebase/app";
import { appCheckDebugToken, appCheckSiteKey } from "./config";
import { loadOnce } from "../load-once";

export interface AppCheckSettings {
  siteKey: string;
  isTokenAutoRefreshEnabled: true;
  /** Sent instead of a reCAPTCHA verdict, for a developer's machine (see docs/app-check.md). */
  debugToken: string | true | undefined;
}

/** What App Check should start with, or null to leave it off. */
export function appCheckSettings(siteKey: string, debugToken = ""): AppCheckSettings | null {
  const key = siteKey.trim();
  if (key === "") return null;
  const token = debugToken.trim();
  return {
    siteKey: key,
    isTokenAutoRefreshEnabled: true,
    // "true" asks the SDK to make a token and print it, for registering in the Firebase console.
    debugToken: token === "" ? undefined : token === "true" ? true : token,
  };
}

/** The global the App Check SDK reads a debug token from. */
interface DebugTokenGlobal {
  FIREBASE_APPCHECK_DEBUG_TOKEN?: string | true;
}

let start: (() => Promise<void>) | null = null;

/** Starts App Check once for `app` when a site key is configured; resolves at once otherwise. */
export function startAppCheck(app: FirebaseApp): Promise<void> {
  const settings = appCheckSettings(appCheckSiteKey, appCheckDebugToken);
  if (!settings) return Promise.resolve();
  start ??= loadOnce(async () => {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import("firebase/app-check");
    // The SDK reads this global when App Check starts; it must be set first.
    if (settings.debugToken !== undefined) {
      (globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = settings.debugToken;
    }
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(settings.siteKey),
      isTokenAutoRefreshEnabled: settings.isTokenAutoRefreshEnabled,
    });
  });
  return start();
}
