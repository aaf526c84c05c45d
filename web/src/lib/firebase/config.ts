// The one place the web app reads its Firebase settings (from web/.env.emulator or web/.env.production).

const env = import.meta.env;

export const useEmulators = env.VITE_USE_EMULATORS === "true";

export const firebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

export const emulatorUrls = {
  auth: env.VITE_AUTH_EMULATOR_URL ?? "http://127.0.0.1:9099",
  firestore: `http://${env.VITE_FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080"}`,
  functions: env.VITE_FUNCTIONS_EMULATOR_HOST ?? "127.0.0.1:5001",
};

/** reCAPTCHA Enterprise site key for App Check; App Check stays off when it is empty. */
export const appCheckSiteKey = env.VITE_APPCHECK_SITE_KEY ?? "";

export const functionsRegion = "us-central1";
