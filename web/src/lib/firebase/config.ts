// The one place the web app reads its Firebase settings (from web/.env.emulator or web/.env.production).
// Each setting is read as `import.meta.env.NAME`, never through an alias of `import.meta.env`: Vite replaces
// each such read with its value, whereas an alias makes it embed every VITE_ setting, the App Check debug
// token included, in the bundle.

import { firestoreOriginFor } from "./firestore-origin";

export const useEmulators = import.meta.env.VITE_USE_EMULATORS === "true";

export const firebaseOptions = {
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  // Google sign-in's helper pages (/__/auth/…) on the site's own host, which Hosting serves on every domain
  // of the site: the policy's frame-src is then 'self' in every project (decision 0026).
  ...(typeof location === "undefined" ? {} : { authDomain: location.host }),
  ...(import.meta.env.VITE_FIREBASE_APP_ID ? { appId: import.meta.env.VITE_FIREBASE_APP_ID } : {}),
};

export const emulatorUrls = {
  auth: import.meta.env.VITE_AUTH_EMULATOR_URL ?? "http://127.0.0.1:9099",
};

export const firestoreOrigin = firestoreOriginFor({
  VITE_USE_EMULATORS: import.meta.env.VITE_USE_EMULATORS,
  VITE_FIRESTORE_EMULATOR_HOST: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
});

/** reCAPTCHA Enterprise site key for App Check; App Check stays off when it is empty. */
export const appCheckSiteKey = import.meta.env.VITE_APPCHECK_SITE_KEY ?? "";

/**
 * An App Check debug token ("true" to have one made), honoured by the dev server only: a build never carries
 * one, so it cannot reach a deployed site, where it would let anyone past App Check.
 */
export const appCheckDebugToken = import.meta.env.DEV ? (import.meta.env.VITE_APPCHECK_DEBUG_TOKEN ?? "") : "";
