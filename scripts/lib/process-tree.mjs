// Starting long-running commands (the emulators, Vite) so that nothing outlives `npm start`, however it ends.
//
// Each command runs under a small guard process (guard.mjs) in a process group of its own. The guard stops
// the command and every process below it, including those that left its group (firebase-tools starts the
// Firestore emulator's Java in a session of its own), when it is told to, when the command exits, and when
// the process that started it dies in any way, kill -9 included: it holds the read end of a pipe from that
// process, and a pipe ends when its last writer is gone.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const guardScript = fileURLToPath(new URL("./guard.mjs", import.meta.url));

/**
 * Every process on the machine, as pid → { ppid, args }: from /proc on Linux (no tool needed), else from `ps`.
 * A zombie, which holds nothing any more, is listed with empty args.
 * @returns {Promise<Map<number, { ppid: number; args: string }>>}
 */
export async function listProcesses() {
  if (existsSync("/proc/self/stat")) return listFromProc();
  return new Promise((resolve, reject) => {
    execFile("ps", ["-A", "-o", "pid=,ppid=,args="], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const processes = new Map();
      for (const line of stdout.split("\n")) {
        const match = /^\s*(\d+)\s+(\d+)\s?(.*)$/.exec(line);
        if (match) processes.set(Number(match[1]), { ppid: Number(match[2]), args: match[3] ?? "" });
      }
      resolve(processes);
    });
  });
}

async function listFromProc() {
  const processes = new Map();
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  await Promise.all(
    pids.map(async (pid) => {
      try {
        const stat = await readFile(`/proc/${pid}/stat`, "utf8");
        // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
        const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const cmdline = state === "Z" ? "" : await readFile(`/proc/${pid}/cmdline`, "utf8");
        processes.set(Number(pid), { ppid: Number(ppid), args: cmdline.replace(/\0+$/, "").replaceAll("\0", " ") });
      } catch {
        // Ended while we looked.
      }
    }),
  );
  return processes;
}

/**
 * The processes below `pid` (children, their children, …), as pid → args.
 * @param {number} pid
 * @param {Map<number, { ppid: number; args: string }>} processes
 */
export function descendantsOf(pid, processes) {
  /** @type {Map<number, string>} */
  const found = new Map();
  let frontier = [pid];
  while (frontier.length > 0) {
    const next = [];
    for (const [candidate, { ppid, args }] of processes) {
      if (frontier.includes(ppid) && !found.has(candidate) && candidate !== pid) {
        found.set(candidate, args);
        next.push(candidate);
      }
    }
    frontier = next;
  }
  return found;
}

/**
 * Sends `signal` to each process in `known` that still runs the same command line (a pid reused by an
 * unrelated process since is left alone). Returns the pids signalled.
 * @param {Map<number, string>} known pid → args
 * @param {NodeJS.Signals} signal
 */
export async function signalKnown(known, signal) {
  const now = await listProcesses();
  const signalled = [];
  for (const [pid, args] of known) {
    if (now.get(pid)?.args !== args) continue;
    try {
      process.kill(pid, signal);
      signalled.push(pid);
    } catch {
      // Gone in the meantime.
    }
  }
  return signalled;
}

/**
 * Starts `command` under a guard, in a new process group (the guard leads it). stdin is the guard's lifeline
 * to this process: leave it alone. stdout and stderr are the command's, as `stdio` says.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string; env?: NodeJS.ProcessEnv; stdout?: "pipe" | "inherit"; graceSeconds?: number }} [options]
 */
export function spawnGuarded(command, args, options = {}) {
  const { cwd, env, stdout = "inherit", graceSeconds = 15 } = options;
  return spawn(process.execPath, [guardScript, String(graceSeconds), command, ...args], {
    cwd,
    env,
    detached: true,
    stdio: ["pipe", stdout, "inherit"],
  });
}

/**
 * Asks a guard to stop its command (the guard sends it SIGINT, then kills whatever is left after its grace
 * period) and resolves with the guard's exit code once it has exited.
 * @param {import("node:child_process").ChildProcess} guard
 */
export function stopGuarded(guard) {
  return new Promise((resolve) => {
    if (guard.exitCode !== null || guard.signalCode !== null) return resolve(guard.exitCode ?? 1);
    guard.once("exit", (code) => resolve(code ?? 1));
    guard.kill("SIGTERM");
  });
}

/**
 * Tells a guard to kill its command and everything below it at once.
 * @param {import("node:child_process").ChildProcess} guard
 */
export function killGuardedNow(guard) {
  if (guard.exitCode === null && guard.signalCode === null) guard.kill("SIGUSR2");
}

/**
 * Sends `signal` to every process below `pid`, deepest first. Returns how many were signalled.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
export async function signalDescendants(pid, signal) {
  const below = [...descendantsOf(pid, await listProcesses())].reverse();
  return (await signalKnown(new Map(below), signal)).length;
}
