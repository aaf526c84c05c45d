// `npm test`: every tier in one command, from a fresh clone. Typecheck, lint, unit tests, a build as
// `npm start` builds, then emulator tests (functions, with the rules beside them) and browser end-to-end
// tests under one `firebase emulators:exec` (the browser tier on Playwright Test), then the bundle-size
// budget, then `npm start` killed and started again. Typecheck, lint, Prettier's check, the unit tier and
// the deploy check (test/deploy, once the build is done) run while the emulator step does, at a lower CPU
// priority, their output printed after it (docs/decisions/0073, 0080). Each runner prints its own summary; the last lines
// sum them up. `--only NAME[,NAME]` runs some steps (names below); `--files FILE[,FILE]` runs only those
// test files, each in its own tier (with the build and the emulators when one of them needs them), e.g.
// `npm test -- --only emulators --files functions/test/feed.test.ts`.
import { mkdirSync, readdirSync, readFileSync, rmSync, existsSync } from "node:fs";
import { ensureInstalled, isPlaywrightReport, run, runVitest, testResultsDir as resultsDir } from "./lib/run.mjs";
import { failureLines, playwrightFailures, vitestFailures } from "./lib/failed-tests.mjs";
import { filesOfProject } from "./lib/test-files.mjs";
import { onProductionNode } from "./lib/node-runtime.mjs";
import { runLanes } from "./lib/lanes.mjs";
import { armDeadline, deadlineMs } from "./lib/deadline.mjs";
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? "").split(",") : null;
const filesIndex = process.argv.indexOf("--files");
const files = filesIndex > 0 ? (process.argv[filesIndex + 1] ?? "").split(",").filter(Boolean) : [];

/** Whether `--only` asks for the step or tier `name`; "emulators" is the whole emulator tier (rules, deploy). */
const asked = (name) =>
  !only || only.includes(name) || (["rules", "deploy"].includes(name) && only.includes("emulators"));
const emulatorProjects = ["emulators", "rules", "e2e"].filter(
  (name) => asked(name) && filesOfProject(name, files) !== null,
);
const deployAsked = asked("deploy") && filesOfProject("deploy", files) !== null;

/** A tier without emulators: its named files only, or nothing when files are named and none is its own. */
function runTier(project, options = {}) {
  const mine = filesOfProject(project, files);
  return mine === null ? Promise.resolve(0) : runVitest(project, mine, options);
}

const steps = [
  // `alongside`: needs no emulator nor port, so it runs while the emulator step does (below).
  { name: "typecheck", alongside: true, run: (options) => run("npm", ["run", "--silent", "typecheck"], options) },
  { name: "lint", alongside: true, run: (options) => run("npm", ["run", "--silent", "lint"], options) },
  // Prettier's check: drift fails here rather than in a later clean-up commit (a stylesheet's reformat also
  // changes firebase.json's CSP hashes, which the build then refuses).
  {
    name: "format",
    alongside: true,
    run: (options) => run("./node_modules/.bin/prettier", ["--check", "--log-level", "warn", "."], options),
  },
  { name: "unit", alongside: true, run: (options) => runTier("unit", options) },
  {
    name: "build",
    always: emulatorProjects.length > 0 || deployAsked,
    run: async () =>
      (await run("npm", ["run", "build", "--workspace", "functions"])) ||
      run("npm", ["run", "build:emulator", "--workspace", "web"]),
  },
  {
    name: "emulators+e2e",
    always: emulatorProjects.length > 0,
    needs: "build",
    // Two lanes, each on emulators of its own: the browser tier, and beside it the functions' and the
    // rules' tests (scripts/lib/lanes.mjs).
    run: () => runLanes(emulatorProjects, files),
  },
  // The built functions folder as a deploy uploads it: no emulator, so beside the emulator step once the build
  // is done. Its `npm install` mostly waits on the registry, so it runs beside the other kept steps rather than
  // after them (docs/decisions/0112).
  {
    name: "deploy",
    alongside: true,
    ownChain: true,
    needs: "build",
    always: deployAsked,
    run: (options) => runTier("deploy", options),
  },
  { name: "bundle-size", needs: "build", run: () => run("node", ["scripts/check-bundle-size.mjs"]) },
  // `npm start` itself, killed with SIGKILL and started again (test/start). It needs the emulators' ports,
  // so it runs on its own, after the step above that holds them.
  { name: "start", run: () => runTier("start") },
];

// On the functions' runtime (Node 22), fetched when the machine's Node is older (docs/decisions/0098).
await onProductionNode();
console.log(`Node ${process.versions.node}`);
await ensureInstalled();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const outcomes = new Map();
/** The steps running now, named when the run passes its deadline (scripts/lib/deadline.mjs). */
const running = new Set();
armDeadline(deadlineMs(), () => [...running]);
/** Each step's end, awaited by a step beside the emulators that `needs` it (the deploy check, the build). */
const finished = new Map(
  steps.map((step) => {
    /** @type {(ok: boolean) => void} */
    let resolve = () => {};
    /** @type {Promise<boolean>} */
    const promise = new Promise((settled) => (resolve = settled));
    return [step.name, { promise, resolve }];
  }),
);
/** Records a step's outcome, for the steps that need it. */
function settle(step, ok) {
  outcomes.set(step.name, ok);
  finished.get(step.name)?.resolve(ok);
}
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);
const verdict = (code) => (code === 0 ? "ok" : `FAILED (exit ${code})`);

/** Runs one step with its output shown as it comes; resolves when it is done. */
async function runStep(step) {
  if (step.needs && outcomes.get(step.needs) === false) {
    console.log(`\n— ${step.name}: skipped, because ${step.needs} failed`);
    settle(step, false);
    return;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  running.add(step.name);
  const code = await step.run();
  running.delete(step.name);
  settle(step, code === 0);
  console.log(`━━ ${step.name}: ${verdict(code)} in ${seconds(started)} s`);
}

/**
 * Runs `steps` one after another with their output kept, while the emulator step runs and prints its own:
 * resolves to each step's report (its output and verdict), printed in one piece once that step is done.
 * The emulator and browser tiers mostly wait on the emulators (about 70% of two cores idle), so typecheck,
 * lint and the unit tier cost little time beside them (docs/decisions/0073).
 */
async function runKept(steps) {
  const reports = [];
  for (const step of steps) {
    if (step.needs && !(await finished.get(step.needs)?.promise)) {
      reports.push(`\n— ${step.name}: skipped, because ${step.needs} failed`);
      settle(step, false);
      continue;
    }
    const output = [];
    const started = Date.now();
    // In the background: the emulator step's tests wait on one process at a time, and each wait is shorter
    // when these do not compete with it for the two cores (docs/decisions/0080).
    running.add(step.name);
    const code = await step.run({ output, background: true });
    running.delete(step.name);
    settle(step, code === 0);
    reports.push(
      `\n━━ ${step.name} (run beside the emulators) ━━\n${output.join("")}━━ ${step.name}: ${verdict(code)} in ${seconds(started)} s`,
    );
  }
  return reports;
}

const chosen = steps.filter((step) => !only || only.includes(step.name) || step.always);
const besideEmulators = chosen.some((step) => step.name === "emulators+e2e")
  ? chosen.filter((step) => step.alongside)
  : [];
// Kept steps exist only beside the emulator step, so their reports are printed right after it. A step with
// `ownChain` runs in a chain of its own beside the others.
const kept = Promise.all([
  runKept(besideEmulators.filter((step) => !step.ownChain)),
  runKept(besideEmulators.filter((step) => step.ownChain)),
]).then((chains) => chains.flat());
for (const step of chosen) {
  if (besideEmulators.includes(step)) continue;
  await runStep(step);
  if (step.name === "emulators+e2e") for (const report of await kept) console.log(report);
}

// Sum the test counts each vitest project and Playwright Test wrote. Playwright counts a test that failed and
// then passed on a retry as flaky (there are no retries in playwright.config.ts; counted as passed if any).
let passed = 0;
let failed = 0;
const failures = [];
for (const project of ["unit", "emulators", "rules", "deploy", "start"]) {
  const file = `${resultsDir}/${project}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  console.log(`${project}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  failures.push(...vitestFailures(report));
}
// The browser tier's reports: one per lane that ran browser files (scripts/lib/lanes.mjs).
for (const file of readdirSync(resultsDir).filter(isPlaywrightReport).sort()) {
  const report = JSON.parse(readFileSync(`${resultsDir}/${file}`, "utf8"));
  const { stats } = report;
  const lane = file === "e2e-playwright.json" ? "" : `, ${file.replace(/^e2e-playwright-|\.json$/g, "")}`;
  console.log(`e2e (Playwright${lane}): ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  failures.push(...playwrightFailures(report));
}
for (const line of failureLines(failures)) console.log(line);
const failedSteps = [...outcomes].filter(([, ok]) => !ok).map(([name]) => name);
console.log(
  `\nSteps: ${outcomes.size - failedSteps.length} passed, ${failedSteps.length} failed${failedSteps.length ? ` (${failedSteps.join(", ")})` : ""}`,
);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
