// The emulators' ports (firebase.json), whether something already holds them, and what to tell the person
// who has to free them: which ports, and one command that shows the process (lsof finds it on every system
// we run on; a search of our own through /proc, lsof, fuser and ss was more code than the hint is worth).
import { readFileSync } from "node:fs";
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
 * What to print when ports are taken: which, and one command that shows what holds them.
 * @param {{ port: number; label: string }[]} busy
 */
export function portsInUseMessage(busy) {
  return [
    "These ports are already in use, so the emulators cannot start:",
    ...busy.map(({ port, label }) => `  ${String(port).padEnd(5)} ${label}`),
    "",
    "Another `npm start`, `npm run dev` or `npm test` is probably still running: stop it (Ctrl-C in its",
    `terminal). To see what holds them (then \`kill\` its PID): lsof ${busy.map(({ port }) => `-i :${port}`).join(" ")}`,
  ].join("\n");
}
