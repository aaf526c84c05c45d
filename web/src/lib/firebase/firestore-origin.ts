// Where the web app reads Firestore. Both the app (config.ts) and the build (vite.config.ts, which tells the
// browser to open that connection while the app's code is still downloading) take it from here.

/** The build settings it depends on (web/.env.emulator, web/.env.production). */
export interface FirestoreOriginSettings {
  VITE_USE_EMULATORS?: string;
  VITE_FIRESTORE_EMULATOR_HOST?: string;
}

export function firestoreOriginFor(settings: FirestoreOriginSettings): string {
  return settings.VITE_USE_EMULATORS === "true"
    ? `http://${settings.VITE_FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080"}`
    : "https://firestore.googleapis.com";
}
