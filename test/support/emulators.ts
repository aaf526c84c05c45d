// Shared by the emulator-tier and browser-tier tests: where the emulators are (from firebase.json, or the
// lane's copy of it) and how to reset them between tests. Data itself is read and written through scripts/lib/admin-db.mjs.
import { readFileSync } from "node:fs";

export { clearFirestore } from "../../scripts/lib/admin-db.mjs";

const root = new URL("../../", import.meta.url);
// `npm test` runs the emulator tier on emulators of its own, whose settings VILLAGE_FIREBASE_CONFIG names
// (scripts/lib/lanes.mjs); otherwise firebase.json's.
const configPath = process.env.VILLAGE_FIREBASE_CONFIG ?? new URL("firebase.json", root);
const firebaseJson = JSON.parse(readFileSync(configPath, "utf8")) as {
  emulators: Record<"auth" | "firestore" | "functions" | "hosting", { host: string; port: number }>;
};
const firebaserc = JSON.parse(readFileSync(new URL(".firebaserc", root), "utf8")) as {
  projects: { default: string };
};

export const projectId = firebaserc.projects.default;

type EmulatorName = keyof typeof firebaseJson.emulators;

/** Host and port of one emulator, as firebase.json sets them. */
export const emulatorAddress = (name: EmulatorName) => firebaseJson.emulators[name];

const hostOf = (name: EmulatorName) => `${emulatorAddress(name).host}:${emulatorAddress(name).port}`;

export const emulatorHosts = {
  auth: hostOf("auth"),
  firestore: hostOf("firestore"),
  functions: hostOf("functions"),
  hosting: hostOf("hosting"),
};

export const siteUrl = `http://${emulatorHosts.hosting}`;

/**
 * The Firestore emulator as a page of the site calls it: at firebase.json's address, which the app is built
 * for (web/.env.emulator), in either lane; the second lane's Chromium sends it on to that lane's own
 * (scripts/lib/lanes.mjs). What a test matches the page's requests against.
 */
export const pageFirestoreHost = (() => {
  const { firestore } = (JSON.parse(readFileSync(new URL("firebase.json", root), "utf8")) as typeof firebaseJson)
    .emulators;
  return `${firestore.host}:${firestore.port}`;
})();

export async function clearAuth(): Promise<void> {
  const response = await fetch(`http://${emulatorHosts.auth}/emulator/v1/projects/${projectId}/accounts`, {
    method: "DELETE",
  });
  if (!response.ok) throw new Error(`Could not clear Auth: ${response.status}`);
}
