// `npm start`: builds everything and runs the whole site on the Firebase emulators, with local data kept
// between runs. `npm run dev` (--dev) runs the same emulators with Vite's dev server for hot reload.
// `npm start -- --no-build` starts again on the last build, as after a crash with nothing changed.
//
// Nothing is lost and nothing is left behind, however it ends:
// - data: imported from .emulator-data (VILLAGE_DATA_DIR) at start, saved there every
//   VILLAGE_SNAPSHOT_SECONDS (default 60) while running and once more on Ctrl-C; each save replaces the last
//   one only once it is complete (lib/snapshots.mjs), so a crash or kill -9 costs at most the last interval;
// - processes: the emulators (and Vite) run under guards in process groups of their own
//   (lib/process-tree.mjs), which stop them on Ctrl-C, SIGTERM, SIGHUP, and when this process dies;
// - ports: when something already holds them, nothing starts, and the message says who and how to free them.
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { emulatorCli, ensureInstalled, firebaseArgs, firebaseEnv, runOrExit } from "./lib/run.mjs";
import { root, siteUrl } from "./lib/project.mjs";
import { seedIfEmpty } from "./lib/seed.mjs";
import { busyPorts, emulatorPorts, portsInUseMessage } from "./lib/ports.mjs";
import { killGuardedNow, spawnGuarded, stopGuarded } from "./lib/process-tree.mjs";
import {
  METADATA_FILE,
  dataDirFromEnv,
  isCompleteSnapshot,
  recoverLocalData,
  scheduleSnapshots,
  snapshotSeconds,
} from "./lib/snapshots.mjs";

const dev = process.argv.includes("--dev");
const noBuild = process.argv.includes("--no-build");

// A closed terminal must not turn the final save into a crash on writing to it.
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});

/** Exits, saying why, when a port the emulators (or Vite) need is taken. */
async function requireFreePorts() {
  const ports = [...emulatorPorts(), ...(dev ? [{ port: 5173, label: "Vite dev server" }] : [])];
  const busy = await busyPorts(ports);
  if (busy.length === 0) return;
  console.error(`\n${portsInUseMessage(busy)}\n`);
  process.exit(1);
}

/** @param {unknown} error */
const message = (error) => (error instanceof Error ? error.message : String(error));

let seconds;
try {
  seconds = snapshotSeconds();
} catch (error) {
  console.error(message(error));
  process.exit(2);
}
const dataDir = dataDirFromEnv();
const dataLabel = relative(root, dataDir) || dataDir;

await requireFreePorts();
await ensureInstalled();
const lastBuild = ["functions/lib/index.js", ...(dev ? [] : ["web/dist/404.html"])];
if (noBuild) {
  const missing = lastBuild.filter((file) => !existsSync(`${root}${file}`));
  if (missing.length) {
    console.error(`\n--no-build starts on the last build, and there is none: ${missing.join(", ")} missing.\n`);
    process.exit(2);
  }
} else {
  await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
  // A stylesheet changed since firebase.json was written: the build writes its new hash into the policy
  // (docs/decisions/0075), where the tests' and a deploy's builds would stop.
  if (!dev)
    await runOrExit("npm", ["run", "build:emulator", "--workspace", "web"], {
      env: { ...process.env, VILLAGE_CSP_WRITE: "1" },
    });
}
await requireFreePorts();

// No emulator runs now (the ports are free), so whatever an earlier run left half done can be settled.
const { kept, recovery } = recoverLocalData(dataDir);
for (const name of kept) {
  console.log(
    `Left in place: ${name}, a complete export an interrupted save left behind. Delete it, or put it in ` +
      `place of ${dataLabel} to use it.`,
  );
}
if (recovery === "unusable") {
  console.error(
    `\n${dataLabel} holds files but no complete emulator export (no ${METADATA_FILE}).\n` +
      "Move it away (or delete it) and start again.\n",
  );
  process.exit(1);
}
if (recovery === "took the newer snapshot" || recovery === "restored the previous snapshot") {
  console.log(`Local data: the last run stopped while saving; ${recovery}.`);
}

const emulators = spawnGuarded(
  emulatorCli.command,
  [
    ...emulatorCli.args,
    ...firebaseArgs(
      "emulators:start",
      "--only",
      "auth,firestore,functions,hosting",
      ...(isCompleteSnapshot(dataDir) ? ["--import", dataDir] : []),
    ),
  ],
  { cwd: root, env: firebaseEnv(), stdout: "pipe" },
);
/** @type {import("node:child_process").ChildProcess[]} */
const guards = [emulators];
/** @type {ReturnType<typeof scheduleSnapshots> | undefined} */
let snapshots;
let ready = false;
let stopping = false;
let stopRequestedAt = 0;

async function onReady() {
  ready = true;
  try {
    const added = await seedIfEmpty();
    if (added > 0) console.log(`Added ${added} sample posts to the empty local database.`);
  } catch (error) {
    console.error(`Could not add the sample posts: ${message(error)}`);
  }
  if (stopping) return;
  let failing = false;
  snapshots = scheduleSnapshots({
    dataDir,
    seconds,
    onSaved: () => {
      if (failing) console.log(`Local data saved to ${dataLabel} again.`);
      failing = false;
    },
    onError: (error) => {
      if (!failing) console.error(`⚠ Could not save local data to ${dataLabel}: ${message(error)}`);
      failing = true;
    },
  });
  const saving = `local data is saved to ${dataLabel} every ${seconds} s`;
  if (dev) {
    guards.push(spawnGuarded("npm", ["run", "dev", "--workspace", "web"], { cwd: root }));
    console.log(`\nVillage (hot reload) is starting on http://127.0.0.1:5173 (${saving}). Ctrl-C stops it.\n`);
  } else {
    console.log(`\nVillage is running at ${siteUrl} (${saving}). Ctrl-C stops it.\n`);
  }
}

async function stop() {
  if (stopping) {
    // npm passes on the very Ctrl-C the terminal already sent us; only a later one means "now".
    if (Date.now() - stopRequestedAt < 1000) return;
    console.log("Stopping at once.");
    guards.forEach(killGuardedNow);
    return;
  }
  stopping = true;
  stopRequestedAt = Date.now();
  if (snapshots) {
    console.log(`\nSaving local data to ${dataLabel}, then stopping… (Ctrl-C again stops at once)`);
    let saved = true;
    await snapshots.stop({ final: true }).catch(() => (saved = false));
    if (saved && isCompleteSnapshot(dataDir)) console.log(`Saved local data to ${dataLabel}.`);
  } else {
    console.log("\nStopping…");
  }
  await Promise.all(guards.map(stopGuarded));
  process.exit(0);
}
for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => void stop());
}
// However this process ends, its guards stop their commands (they also notice it dying: see process-tree.mjs).
process.on("exit", () => {
  for (const guard of guards) if (guard.exitCode === null && guard.signalCode === null) guard.kill("SIGTERM");
});

emulators.on("exit", (code) => {
  if (stopping) return;
  console.error(
    ready
      ? `\nThe emulators stopped on their own (exit ${code}); see above.`
      : `\nThe emulators stopped before they were ready (exit ${code}); see above.`,
  );
  void snapshots?.stop();
  process.exit(code || 1);
});

// firebase-tools' output, less what it prints for each of our snapshots: two lines from the hub, and again
// the Firestore emulator's path (shown once).
let pending = "";
let firestorePathShown = false;
emulators.stdout?.on("data", (chunk) => {
  const lines = (pending + chunk.toString()).split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    if (/Received export request\. Exporting data to|emulators:.* Export complete\./.test(line)) continue;
    if (/firestore:.* Env variable override detected/.test(line)) {
      if (firestorePathShown) continue;
      firestorePathShown = true;
    }
    process.stdout.write(`${line}\n`);
    if (!ready && line.includes("All emulators ready")) void onReady();
  }
});
