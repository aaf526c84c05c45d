// Runs inside `firebase emulators:exec`: the functions' tests with the security rules' tests beside them,
// then the browser tier, each with its own summary. Exits non-zero if any failed. Each argument names a
// project and its files, `name=` for all of them or `name=a,b` for those (vitest and Playwright filters); a
// project not named is skipped (scripts/lib/lanes.mjs decides which lane runs what). The browser tier is
// Playwright Test's (playwright.config.ts); the others are vitest's.
import { loadedFunctionCount, noFunctionsMessage } from "./functions-loaded.mjs";
import { emulators } from "./project.mjs";
import { runPlaywright, runVitest } from "./run.mjs";

/** @type {Map<string, string[]>} */
const plan = new Map(
  process.argv.slice(2).map((argument) => {
    const [name = "", files = ""] = argument.split("=");
    return [name, files.split(",").filter(Boolean)];
  }),
);

/** The project's files to run ([] for all), or null when it is not asked for. */
const mineOf = (project) => plan.get(project) ?? null;

/** Runs one project's files; resolves to the exit code. `options` as run()'s (`output` keeps its output). */
const runOne = (project, mine, options) =>
  project === "e2e" ? runPlaywright(mine) : runVitest(project, mine, options);

const functionsOrigin = `http://${emulators.functions}`;
if ((await loadedFunctionCount(functionsOrigin)) === 0) {
  console.error(noFunctionsMessage(functionsOrigin));
  process.exit(1);
}

// The rules' tests use a Firestore project of their own (demo-village-rules), which neither the functions nor
// the other tiers touch, so they run while the functions' tests do; their output is printed after them.
const emulatorsFiles = mineOf("emulators");
const rulesFiles = mineOf("rules");
const rulesOutput = [];
const rules =
  rulesFiles === null
    ? Promise.resolve(0)
    : runOne("rules", rulesFiles, emulatorsFiles === null ? {} : { output: rulesOutput });
const codes = [emulatorsFiles === null ? 0 : await runOne("emulators", emulatorsFiles)];
codes.push(await rules);
if (rulesOutput.length) console.log(`\n── rules (run beside the functions' tests) ──\n${rulesOutput.join("")}`);
const e2eFiles = mineOf("e2e");
if (e2eFiles !== null) codes.push(await runOne("e2e", e2eFiles));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
