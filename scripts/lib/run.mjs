// Small helpers for running commands from the project's scripts.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { setPriority } from "node:os";
import { pathToFileURL } from "node:url";
import { cacheDir, firebaseBin, laneName, projectId, root } from "./project.mjs";
import { firestoreEmulatorEnv } from "./firestore-launcher.mjs";

/**
 * Runs a command with inherited output; resolves to its exit code. With `output` (an array) the command's
 * output is kept there instead, in the order it came, for a caller that prints it later in one piece. With
 * `background`, the command and every process it starts run at a lower CPU priority (nice 10): they take
 * what the foreground leaves.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions & { output?: string[], background?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { output, background, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: output ? ["ignore", "pipe", "pipe"] : "inherit",
      ...options,
    });
    // Before the command starts its own processes, which inherit the priority.
    if (background && child.pid !== undefined) setPriority(child.pid, 10);
    if (output) {
      child.stdout?.on("data", (chunk) => output.push(String(chunk)));
      child.stderr?.on("data", (chunk) => output.push(String(chunk)));
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${[command, ...args].join(" ")} exited with ${code}`);
    process.exit(code);
  }
}

/** Installs dependencies on a fresh clone, or when package-lock.json changed since the last install. */
export async function ensureInstalled() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  console.log("Installing dependencies (npm ci)…");
  await runOrExit("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** Environment for firebase-tools on this machine: offline Firestore emulator, no update checks. */
export function firebaseEnv() {
  return {
    ...process.env,
    ...firestoreEmulatorEnv(`${cacheDir}/emulators`),
    NO_UPDATE_NOTIFIER: "1",
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? "",
    // The functions' discovery writes its manifest to a file instead of serving it on a port picked at random
    // in 8000–8999: two emulator suites starting at once (the test lanes) could pick the same one, and the
    // suite that lost started with no function at all (docs/decisions/0114).
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: "true",
  };
}

export function firebaseArgs(...args) {
  return [...args, "--project", projectId];
}

/**
 * The project's alias `test` (.firebaserc): under it the Functions emulator reads functions/.env.test over
 * functions/.env, the settings the emulator tests are written for (an hour-long rate-limit window, a small
 * daily allowance). Only `npm test` runs this way; `npm start` keeps the defaults.
 */
export const TEST_ALIAS = "test";

/**
 * The Firestore emulator's JVM under `npm test`: C1 only (no C2, whose compiling was most of its CPU) and the
 * serial collector. Its CPU in three emulator files fell from 45 s to 20 s, their time unchanged
 * (docs/decisions/0078). Only the tests: the benchmark and the load test measure the emulator as it ships.
 * Added to any JAVA_TOOL_OPTIONS already set, which the JVM reads at start.
 */
export function testJavaOptions() {
  const options = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";
  const given = process.env.JAVA_TOOL_OPTIONS?.trim();
  return { JAVA_TOOL_OPTIONS: given ? `${given} ${options}` : options };
}

export { firebaseBin };

/**
 * How the scripts start firebase-tools for the emulators: Node, with lazy-auth-validators.mjs loaded before
 * the CLI so that the Auth emulator starts in about 1 s of CPU instead of 15 (docs/decisions/0081). The
 * command, then the arguments that come before the CLI's own.
 */
export const emulatorCli = {
  command: process.execPath,
  args: [
    "--import",
    pathToFileURL(`${root}scripts/lib/lazy-auth-validators.mjs`).href,
    // Node runs the bin's target (it resolves the link), as the bin itself does through its `#!`.
    firebaseBin,
  ],
};

export const testResultsDir = `${cacheDir}/test-results`;

/**
 * Runs one vitest project, printing its summary and saving its JSON report for the final count. `files`
 * narrows it to those test files (vitest's filters); none runs the whole project. `options` as run()'s.
 */
export function runVitest(project, files = [], options = {}) {
  // The unit tier is two vitest projects: files sharing one module graph, and those replacing a module
  // (vitest.config.ts).
  const projects = project === "unit" ? ["unit", "unit-mocks"] : [project];
  return run(
    `${root}node_modules/.bin/vitest`,
    [
      "run",
      ...projects.flatMap((name) => ["--project", name]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${testResultsDir}/${project}.json`,
      ...files,
    ],
    options,
  );
}

/**
 * Where Playwright Test writes its JSON report (playwright.config.ts): one per lane that runs browser files
 * (scripts/lib/lanes.mjs), each summed by scripts/test.mjs (`isPlaywrightReport`).
 */
export const playwrightReport = `${testResultsDir}/e2e-playwright${laneName ? `-${laneName}` : ""}.json`;

/** Whether a file in testResultsDir is one of the browser tier's reports. */
export const isPlaywrightReport = (file) => /^e2e-playwright(-[\w-]+)?\.json$/.test(file);

/**
 * Runs the browser tier's Playwright Test files (playwright.config.ts: a list for the log, the JSON report
 * above for the final count). `files` narrows it to those test files; none runs them all.
 */
export function runPlaywright(files = []) {
  return run(`${root}node_modules/.bin/playwright`, ["test", ...files]);
}

/**
 * Runs `command` inside `firebase emulators:exec` with the emulators named in `only` ("auth,firestore,…"),
 * for `project` (the project id, or an alias of it such as TEST_ALIAS); resolves to its exit code. `quiet`
 * keeps the emulators' info lines (two for every function run) out of the log: a throughput measure must
 * not time firebase-tools printing them (docs/decisions/0083). `config` runs them with other settings than
 * firebase.json's (other ports: scripts/lib/lanes.mjs), which the command and its tests then read too; with
 * `output` (an array) the output is kept there, as run()'s.
 */
export function runUnderEmulators(
  only,
  command,
  extraEnv = {},
  project = projectId,
  { quiet = false, config = undefined, output = undefined } = {},
) {
  const verbosity = quiet ? ["--log-verbosity", "QUIET"] : [];
  const settings = config ? ["--config", config] : [];
  return run(
    emulatorCli.command,
    [...emulatorCli.args, "emulators:exec", ...verbosity, ...settings, "--only", only, command, "--project", project],
    {
      env: { ...firebaseEnv(), ...extraEnv, ...(config ? { VILLAGE_FIREBASE_CONFIG: config } : {}) },
      output,
    },
  );
}
