// `node guard.mjs GRACE_SECONDS COMMAND ARGS…`: runs COMMAND and makes sure that it, and every process it
// starts, is gone when any of these happens (see process-tree.mjs, spawnGuarded):
// - SIGTERM, SIGINT or SIGHUP to the guard: COMMAND gets SIGINT (firebase-tools then stops its emulators
//   cleanly); whatever still runs GRACE_SECONDS later is killed. SIGUSR2, or a second signal, kills at once.
// - stdin ends: the process that started the guard has died (even by kill -9), so the same as a signal.
// - COMMAND exits: anything it left behind is killed, and the guard exits with COMMAND's code.
// The guard remembers the processes below it every two seconds, so it can still find those that outlive
// their parent: firebase-tools starts Java in a session of its own, which a kill of the group never reaches.
import { spawn } from "node:child_process";
import { descendantsOf, listProcesses, signalKnown } from "./process-tree.mjs";

const [graceArg, command, ...args] = process.argv.slice(2);
const graceMs = Number(graceArg) * 1000;
if (!command || !Number.isFinite(graceMs)) {
  console.error("usage: node guard.mjs GRACE_SECONDS COMMAND [ARGS…]");
  process.exit(2);
}

/** pid → args of every process seen below the guard. */
const known = new Map();

async function remember() {
  try {
    for (const [pid, line] of descendantsOf(process.pid, await listProcesses())) known.set(pid, line);
  } catch {
    // ps failed this time; the last list stands.
  }
}

const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
child.on("error", (error) => {
  console.error(`Could not start ${command}: ${error.message}`);
  process.exit(1);
});
const watch = setInterval(remember, 2000);
void remember();

let stopping = false;
/** @type {NodeJS.Timeout | undefined} */
let deadline;

async function killEverything() {
  clearInterval(watch);
  await remember();
  await signalKnown(known, "SIGKILL");
  process.exit(child.exitCode ?? 1);
}

async function stop() {
  if (stopping) return killEverything();
  stopping = true;
  await remember();
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
  deadline = setTimeout(killEverything, graceMs);
}

for (const signal of /** @type {NodeJS.Signals[]} */ (["SIGTERM", "SIGINT", "SIGHUP"])) {
  process.on(signal, () => void stop());
}
process.on("SIGUSR2", () => void killEverything());
// The starter's end of the pipe closes when it exits or dies; nothing is ever written to it.
process.stdin.on("data", () => {});
process.stdin.on("end", () => void stop());
process.stdin.on("error", () => void stop());

child.on("exit", async (code, signal) => {
  clearInterval(watch);
  if (deadline) clearTimeout(deadline);
  // The command is gone; so must be anything it started and left behind (normally nothing).
  await signalKnown(known, "SIGKILL");
  process.exit(code ?? (signal ? 1 : 0));
});
