// `npm start` keeps local data in .emulator-data/, and saves it while it runs, not only on a clean exit: a
// snapshot every VILLAGE_SNAPSHOT_SECONDS (default 60) with `firebase emulators:export`'s own code (run in
// this process: `exportEmulators` below).
//
// A kill at any moment leaves a whole snapshot behind:
// - the hub exports into a staging folder (under .cache/snapshots/), never into the data folder;
//   firebase-tools writes it as a temporary folder renamed into place, its metadata file written last;
// - the data folder is then swapped: data → old, staging → data (two renames), old removed;
// - at the next start, `recoverSnapshot` finishes or undoes a swap cut short: the newest complete folder wins.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createRequire } from "node:module";
import { cacheDir, emulatorDataDir, projectId, root } from "./project.mjs";

export const DEFAULT_SNAPSHOT_SECONDS = 60;

/** firebase-tools writes this file last into every export (hubExport.js); without it an export is partial. */
export const METADATA_FILE = "firebase-export-metadata.json";

/**
 * The snapshot interval in seconds: VILLAGE_SNAPSHOT_SECONDS, default 60.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function snapshotSeconds(env = process.env) {
  const raw = env.VILLAGE_SNAPSHOT_SECONDS?.trim();
  if (raw === undefined || raw === "") return DEFAULT_SNAPSHOT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1) {
    throw new Error(`VILLAGE_SNAPSHOT_SECONDS must be a number of seconds, at least 1 (it is ${JSON.stringify(raw)})`);
  }
  return seconds;
}

/**
 * The local data folder: VILLAGE_DATA_DIR (relative to the checkout), default .emulator-data.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function dataDirFromEnv(env = process.env) {
  const configured = env.VILLAGE_DATA_DIR?.trim();
  return configured ? resolve(root, configured) : emulatorDataDir;
}

/**
 * True when `dir` holds a finished export.
 * @param {string} dir
 */
export function isCompleteSnapshot(dir) {
  try {
    JSON.parse(readFileSync(join(dir, METADATA_FILE), "utf8"));
    return true;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ next: string; old: string; trash: string }} Staging
 */

/**
 * The staging folders of a data folder: `next` receives an export, `old` holds the previous snapshot during
 * a swap, `trash` what is being deleted. Under .cache/ (git ignores it), one set per data folder. They must
 * be on the data folder's file system (renames): VILLAGE_DATA_DIR belongs inside the checkout.
 * @param {string} dataDir
 * @param {string} [base]
 * @returns {Staging}
 */
export function stagingDirs(dataDir, base = `${cacheDir}/snapshots`) {
  const key = createHash("sha256").update(resolve(dataDir)).digest("hex").slice(0, 12);
  return { next: join(base, key, "next"), old: join(base, key, "old"), trash: join(base, key, "trash") };
}

/**
 * Deletes a folder by first renaming it into the trash: a folder half deleted could still look complete
 * (its metadata file left while its data is gone), a folder in the trash is never used again.
 * @param {string} dir
 * @param {Staging} staging
 */
function discard(dir, staging) {
  if (!existsSync(dir)) return;
  mkdirSync(staging.trash, { recursive: true });
  renameSync(dir, join(staging.trash, randomUUID()));
  rmSync(staging.trash, { recursive: true, force: true });
}

/**
 * Puts the finished export `next` in place of `dataDir`. Each step is one rename, so a kill between two
 * steps leaves at least one complete snapshot, which `recoverSnapshot` finds.
 * @param {Staging} staging
 * @param {string} dataDir
 */
export function swapIn(staging, dataDir) {
  discard(staging.old, staging);
  if (existsSync(dataDir)) renameSync(dataDir, staging.old);
  renameSync(staging.next, dataDir);
  discard(staging.old, staging);
  tidy(staging);
}

/**
 * Removes the staging folders' own folder once it is empty, so no empty folders pile up under .cache/.
 * @param {Staging} staging
 */
function tidy(staging) {
  try {
    rmdirSync(dirname(staging.next));
  } catch {
    // Not empty (a save under way), or already gone.
  }
}

/**
 * @typedef {"kept" | "took the newer snapshot" | "restored the previous snapshot" | "none" | "unusable"} Recovery
 */

/**
 * Makes `dataDir` the newest complete snapshot there is after a run that may have died during an export or a
 * swap, and clears the staging folders. Returns what it did: "none" when there is no data yet, "unusable"
 * when `dataDir` holds files but no complete export (left alone: not ours to delete).
 * @param {string} dataDir
 * @param {Staging} [staging]
 * @returns {Recovery}
 */
export function recoverSnapshot(dataDir, staging = stagingDirs(dataDir)) {
  const present = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (present && !isCompleteSnapshot(dataDir)) return "unusable";
  /** @type {Recovery} */
  let outcome = present ? "kept" : "none";
  if (isCompleteSnapshot(staging.next)) {
    // An export finished but its swap did not: it is newer than anything else.
    swapIn(staging, dataDir);
    outcome = "took the newer snapshot";
  } else if (!present && isCompleteSnapshot(staging.old)) {
    // Killed between the swap's two renames.
    rmSync(dataDir, { recursive: true, force: true }); // empty, if there at all
    renameSync(staging.old, dataDir);
    outcome = "restored the previous snapshot";
  }
  discard(staging.next, staging);
  discard(staging.old, staging);
  rmSync(staging.trash, { recursive: true, force: true });
  tidy(staging);
  return outcome;
}

/**
 * firebase-tools' export builds each snapshot in a temporary `firebase-export-<time>…` folder in its working
 * directory (the checkout) and renames it into place; a run killed mid-export leaves one behind. Removes
 * those that are incomplete; a complete one is kept (it may hold the only copy of something, say after an
 * older `--export-on-exit` was cut short) and returned for the caller to mention. Call only while no
 * emulators run.
 * @param {string} [dir]
 * @returns {{ removed: string[]; kept: string[] }}
 */
export function removeStrayExports(dir = root) {
  const stray = readdirSync(dir).filter((name) => /^firebase-export-\d{10,}/.test(name));
  const kept = stray.filter((name) => isCompleteSnapshot(join(dir, name)));
  const removed = stray.filter((name) => !kept.includes(name));
  for (const name of removed) rmSync(join(dir, name), { recursive: true, force: true });
  return { removed, kept };
}

/**
 * Settles, before the emulators start (none may run), whatever an earlier run left half done: the stray
 * exports in the checkout (`removeStrayExports`) and a save cut short (`recoverSnapshot`).
 * @param {string} dataDir
 * @returns {{ kept: string[]; recovery: Recovery }} the complete stray exports left in place, and what the
 *   recovery of `dataDir` did
 */
export function recoverLocalData(dataDir) {
  const { kept } = removeStrayExports();
  return { kept, recovery: recoverSnapshot(dataDir) };
}

/** @type {{ exportEmulatorData: (path: string, options: object, initiatedBy: string) => Promise<void> } | undefined} */
let firebaseToolsController;

/**
 * Exports every running emulator's data into `path` (which it replaces) with `firebase emulators:export`'s
 * own code, run in this process: the command's action, `exportEmulatorData`, finds the running Emulator Hub
 * by its locator file and has it export. Spawning the command for each snapshot cost 5.2–6.4 s where this
 * takes 42–99 ms (decision 0028); the module loads once, at the first snapshot.
 * @param {string} path
 * @param {string} [project] the project id the emulators run for
 */
export async function exportEmulators(path, project = projectId) {
  const controller = (firebaseToolsController ??= createRequire(import.meta.url)(
    "firebase-tools/lib/emulator/controller.js",
  ));
  await controller.exportEmulatorData(path, { project, force: true, noninteractive: true }, "village");
}

/**
 * Takes one snapshot into `dataDir`, safely (see the top of this file).
 * @param {string} dataDir
 * @param {{ exportTo?: (path: string) => Promise<void>; staging?: Staging }} [options]
 */
export async function takeSnapshot(dataDir, { exportTo = exportEmulators, staging = stagingDirs(dataDir) } = {}) {
  discard(staging.next, staging);
  mkdirSync(dirname(staging.next), { recursive: true });
  await exportTo(staging.next);
  if (!isCompleteSnapshot(staging.next)) throw new Error(`the export in ${staging.next} has no ${METADATA_FILE}`);
  swapIn(staging, dataDir);
}

/**
 * Takes a snapshot every `seconds`, one at a time. `stop()` waits for one under way and, with `final`,
 * takes a last one.
 * @param {{ dataDir: string; seconds: number; exportTo?: (path: string) => Promise<void>;
 *   onError?: (error: unknown) => void; onSaved?: () => void }} options
 */
export function scheduleSnapshots({ dataDir, seconds, exportTo, onError = () => {}, onSaved = () => {} }) {
  let stopped = false;
  /** @type {Promise<void>} */
  let current = Promise.resolve();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const snapshot = () => (current = takeSnapshot(dataDir, { exportTo }).then(onSaved, onError));
  const tick = async () => {
    await snapshot();
    if (!stopped) timer = setTimeout(tick, seconds * 1000);
  };
  timer = setTimeout(tick, seconds * 1000);
  return {
    /** @param {{ final?: boolean }} [options] */
    async stop({ final = false } = {}) {
      stopped = true;
      clearTimeout(timer);
      await current;
      if (final) await snapshot();
    },
  };
}
