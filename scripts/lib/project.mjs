// Facts about this checkout that every script needs.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const firebaseBin = `${root}node_modules/.bin/firebase`;
export const projectId = JSON.parse(readFileSync(`${root}.firebaserc`, "utf8")).projects.default;
export const emulatorDataDir = `${root}.emulator-data`;
export const cacheDir = `${root}.cache`;

/**
 * The emulators' settings: firebase.json, or the file `VILLAGE_FIREBASE_CONFIG` names, which `npm test` sets
 * for the lane that runs beside the browser tier on ports of its own (scripts/lib/lanes.mjs).
 */
export const firebaseConfigPath = process.env.VILLAGE_FIREBASE_CONFIG ?? `${root}firebase.json`;
/**
 * The lane's name when its settings are not firebase.json's ("lane-2" for `.firebase-lane-2.json`), else "":
 * what the browser tier's reports and results are told apart by when two lanes run it at once.
 */
export const laneName = process.env.VILLAGE_FIREBASE_CONFIG
  ? basename(process.env.VILLAGE_FIREBASE_CONFIG, ".json").replace(/^\.?firebase-/, "")
  : "";
const firebaseConfig = JSON.parse(readFileSync(firebaseConfigPath, "utf8"));
const port = (name) => firebaseConfig.emulators[name].port;

export const emulators = {
  hub: `127.0.0.1:${port("hub")}`,
  auth: `127.0.0.1:${port("auth")}`,
  firestore: `127.0.0.1:${port("firestore")}`,
  functions: `127.0.0.1:${port("functions")}`,
  hosting: `127.0.0.1:${port("hosting")}`,
};
export const siteUrl = `http://${emulators.hosting}`;
