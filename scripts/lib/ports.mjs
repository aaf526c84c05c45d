// The emulators' ports (firebase.json), whether something already holds them, and what to tell the person
// who has to free them.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";
import { root } from "./project.mjs";

const LABELS = {
  hub: "Emulator Hub",
  logging: "Logging emulator",
  auth: "Auth emulator",
  firestore: "Firestore emulator",
  functions: "Functions emulator",
  hosting: "Hosting emulator",
  eventarc: "Eventarc emulator",
};

/**
 * Every port firebase.json fixes for the emulators, with a label.
 * @returns {{ port: number; label: string }[]}
 */
export function emulatorPorts() {
  const emulators = JSON.parse(readFileSync(`${root}firebase.json`, "utf8")).emulators ?? {};
  return Object.entries(emulators)
    .filter(([, value]) => typeof value === "object" && value !== null && typeof value.port === "number")
    .map(([name, value]) => ({ port: value.port, label: LABELS[name] ?? `${name} emulator` }));
}

/**
 * True when nothing listens on 127.0.0.1:port (the address the emulators use).
 * @param {number} port
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The ports of `ports` that something already holds.
 * @template {{ port: number }} T
 * @param {T[]} ports
 * @returns {Promise<T[]>}
 */
export async function busyPorts(ports) {
  const free = await Promise.all(ports.map(({ port }) => isPortFree(port)));
  return ports.filter((_, index) => !free[index]);
}

/**
 * The pids listening on a TCP port, as far as this user may see: from /proc on Linux, else by lsof, fuser or
 * ss; empty when none of them can tell.
 * @param {number} port
 * @returns {number[]}
 */
export function pidsOnPort(port) {
  const attempts = [
    () => pidsOnPortFromProc(port),
    () => execFileSync("lsof", ["-nP", "-t", `-iTCP:${port}`, "-sTCP:LISTEN"], { encoding: "utf8" }).split(/\s+/),
    () =>
      execFileSync("fuser", [`${port}/tcp`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).split(/\s+/),
    () =>
      [...execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" }).matchAll(/pid=(\d+)/g)].map(
        (match) => match[1],
      ),
  ];
  for (const attempt of attempts) {
    try {
      const pids = [...new Set(attempt().filter(Boolean).map(Number))].filter(Number.isInteger);
      if (pids.length > 0) return pids.sort((a, b) => a - b);
    } catch {
      // Tool or /proc missing, or it found nothing (lsof and fuser then exit 1).
    }
  }
  return [];
}

/**
 * Linux: the sockets listening on `port` (/proc/net/tcp and tcp6, state 0A), then the processes holding
 * one of them open (/proc/PID/fd).
 * @param {number} port
 * @returns {number[]}
 */
function pidsOnPortFromProc(port) {
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[3] === "0A" && parseInt(fields[1]?.split(":")[1] ?? "", 16) === port) {
        inodes.add(`socket:[${fields[9]}]`);
      }
    }
  }
  if (inodes.size === 0) return [];
  const pids = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.has(readlinkSafe(`/proc/${pid}/fd/${fd}`)))) {
        pids.push(Number(pid));
      }
    } catch {
      // Not ours to look at, or ended.
    }
  }
  return pids;
}

/** @param {string} path */
function readlinkSafe(path) {
  try {
    return readlinkSync(path);
  } catch {
    return "";
  }
}

/** The command line of a process, or "" where neither /proc nor ps can tell. */
function commandOf(pid) {
  try {
    if (existsSync(`/proc/${pid}/cmdline`)) {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0+$/, "").replaceAll("\0", " ");
    }
    return execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/**
 * What to print when ports are taken: which, by whom, and the commands that free them.
 * @param {{ port: number; label: string }[]} busy
 * @param {(port: number) => number[]} [findPids]
 */
export function portsInUseMessage(busy, findPids = pidsOnPort) {
  const lines = ["These ports are already in use, so the emulators cannot start:"];
  const allPids = new Set();
  for (const { port, label } of busy) {
    const pids = findPids(port);
    pids.forEach((pid) => allPids.add(pid));
    const holders = pids.map((pid) => {
      const command = commandOf(pid);
      return `pid ${pid}${command ? ` (${command.length > 80 ? `${command.slice(0, 77)}…` : command})` : ""}`;
    });
    lines.push(`  ${String(port).padEnd(5)} ${label}${holders.length ? `: ${holders.join(", ")}` : ""}`);
  }
  lines.push(
    "",
    "Another `npm start`, `npm run dev` or `npm test` is probably still running: stop it (Ctrl-C in its",
    "terminal), or free the ports with:",
  );
  if (allPids.size > 0) lines.push(`  kill ${[...allPids].join(" ")}`);
  lines.push(`  ${allPids.size > 0 ? "or " : ""}fuser -k ${busy.map(({ port }) => `${port}/tcp`).join(" ")}`);
  return lines.join("\n");
}
