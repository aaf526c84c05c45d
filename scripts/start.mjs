// `npm start`: builds everything and runs the whole site on the Firebase emulators, with local data kept
// between runs. `npm run dev` (--dev) runs the same emulators with Vite's dev server for hot reload.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { ensureInstalled, firebaseArgs, firebaseBin, firebaseEnv, runOrExit } from "./lib/run.mjs";
import { emulatorDataDir, root, siteUrl } from "./lib/project.mjs";
import { seedIfEmpty } from "./lib/seed.mjs";

const dev = process.argv.includes("--dev");

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
if (!dev) await runOrExit("npm", ["run", "build:emulator", "--workspace", "web"]);

const hasSavedData = existsSync(emulatorDataDir) && readdirSync(emulatorDataDir).length > 0;
const args = firebaseArgs(
  "emulators:start",
  "--only",
  "auth,firestore,functions,hosting",
  "--export-on-exit",
  emulatorDataDir,
  ...(hasSavedData ? ["--import", emulatorDataDir] : []),
);

// Own process group, so that on exit anything still running under it can be stopped at once.
const emulators = spawn(firebaseBin, args, {
  cwd: root,
  env: firebaseEnv(),
  detached: true,
  stdio: ["ignore", "pipe", "inherit"],
});
/** @type {import('node:child_process').ChildProcess[]} */
const children = [emulators];
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping (saving local data to .emulator-data)…");
  for (const child of children.slice(1)) child.kill("SIGTERM");
  // firebase-tools exports the data and stops its emulators on SIGINT.
  emulators.kill("SIGINT");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

emulators.on("exit", (code) => {
  try {
    if (emulators.pid) process.kill(-emulators.pid, "SIGKILL");
  } catch {
    // The group is already gone.
  }
  for (const child of children.slice(1)) child.kill("SIGKILL");
  process.exit(stopping ? 0 : (code ?? 1));
});

let ready = false;
emulators.stdout.on("data", async (chunk) => {
  process.stdout.write(chunk);
  if (ready || !chunk.toString().includes("All emulators ready")) return;
  ready = true;
  const added = await seedIfEmpty();
  if (added > 0) console.log(`Added ${added} sample posts to the empty local database.`);
  if (dev) {
    const vite = spawn("npm", ["run", "dev", "--workspace", "web"], { cwd: root, stdio: "inherit" });
    children.push(vite);
    console.log("\nVillage (hot reload) is starting on http://127.0.0.1:5173 — press Ctrl-C to stop.\n");
  } else {
    console.log(`\nVillage is running at ${siteUrl} — press Ctrl-C to stop.\n`);
  }
});
