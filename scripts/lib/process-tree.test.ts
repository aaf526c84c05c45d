// The guards npm start runs the emulators under: whatever way things end, no process of the command is left
// holding a port. The command here plays firebase-tools: it starts a "Java" (a Node process in a session of
// its own, as firebase-tools starts the Firestore emulator) that listens on a port.
import { spawn } from "node:child_process";
import { afterEach, expect, it } from "vitest";
import { isPortFree } from "./ports.mjs";
import { listProcesses, spawnGuarded, stopGuarded } from "./process-tree.mjs";

const processTree = new URL("./process-tree.mjs", import.meta.url).href;

// Starts a detached listener, prints "java <pid> <port>", then runs until stopped (or for EXIT_AFTER ms).
const command = `
const { spawn } = require("node:child_process");
const java = spawn(process.execPath, ["-e", \`
  require("node:net").createServer().listen(0, "127.0.0.1", function () {
    console.log("java " + process.pid + " " + this.address().port);
  });
\`], { detached: true, stdio: ["ignore", "inherit", "inherit"] });
const exitAfter = Number(process.env.EXIT_AFTER);
if (exitAfter) setTimeout(() => process.exit(3), exitAfter);
setInterval(() => {}, 1000);
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Process groups (a guard's, led by it) and processes to kill after each test, should a test fail. */
const leftovers: number[] = [];

afterEach(() => {
  for (const pid of leftovers.splice(0)) {
    if (Math.abs(pid) <= 1) continue; // never 0 or -1: this process's own group, or everything
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone, as it should be.
    }
  }
});

/** Resolves with the pid and port the "Java" prints on `stream`. */
function javaOf(stream: NodeJS.ReadableStream): Promise<{ pid: number; port: number }> {
  return new Promise((resolve) => {
    let text = "";
    stream.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const match = /java (\d+) (\d+)/.exec(text);
      if (match) {
        leftovers.push(Number(match[1]));
        resolve({ pid: Number(match[1]), port: Number(match[2]) });
      }
    });
  });
}

/** True while `pid` runs; a zombie (listed with no command line) holds nothing and counts as ended. */
async function isRunning(pid: number) {
  return Boolean((await listProcesses()).get(pid)?.args);
}

async function expectGone({ pid, port }: { pid: number; port: number }) {
  for (let waited = 0; waited < 10_000 && ((await isRunning(pid)) || !(await isPortFree(port))); waited += 100) {
    await sleep(100);
  }
  expect(await isRunning(pid)).toBe(false);
  expect(await isPortFree(port)).toBe(true);
}

it("stops the command and what it started in other sessions when the starter is killed with SIGKILL", async () => {
  // The starter, like scripts/start.mjs, runs the command under a guard; then it is killed -9.
  const starter = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { spawnGuarded } from ${JSON.stringify(processTree)};
       const guard = spawnGuarded(process.execPath, ["-e", ${JSON.stringify(command)}], { graceSeconds: 2 });
       console.log("guard " + guard.pid);
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let printed = "";
  starter.stdout.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
    const guardPid = /guard (\d+)/.exec(printed)?.[1];
    if (guardPid && !leftovers.includes(-Number(guardPid))) leftovers.push(-Number(guardPid));
  });
  const java = await javaOf(starter.stdout);
  expect(await isPortFree(java.port)).toBe(false);

  starter.kill("SIGKILL");
  await expectGone(java);
}, 20_000);

it("stops the command and what it started when asked to", async () => {
  const guard = spawnGuarded(process.execPath, ["-e", command], { stdout: "pipe", graceSeconds: 2 });
  if (guard.pid) leftovers.push(-guard.pid);
  const java = await javaOf(guard.stdout as NodeJS.ReadableStream);

  await stopGuarded(guard);
  await expectGone(java);
}, 20_000);

it("stops what the command left behind when the command exits, and exits with its code", async () => {
  const guard = spawnGuarded(process.execPath, ["-e", command], {
    stdout: "pipe",
    env: { ...process.env, EXIT_AFTER: "3000" }, // after the guard has looked at its processes once
  });
  if (guard.pid) leftovers.push(-guard.pid);
  const java = await javaOf(guard.stdout as NodeJS.ReadableStream);
  const code = await new Promise((resolve) => guard.on("exit", resolve));

  expect(code).toBe(3);
  await expectGone(java);
}, 20_000);
