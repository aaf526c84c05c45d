// Runs inside `firebase emulators:exec`: the emulator tier, then the browser tier, each with its own
// summary. Exits non-zero if either failed. Further arguments are test files (vitest and Playwright
// filters): each project then runs only those of its files, and a project with none of them is skipped.
// The browser tier is Playwright Test's (playwright.config.ts); the emulator tier is vitest's.
import { runPlaywright, runVitest } from "./run.mjs";
import { filesOfProject } from "./test-files.mjs";

const projects = (process.argv[2] ?? "emulators,e2e").split(",");
const files = process.argv.slice(3);

/** Runs one project's files (`mine`, [] for all); resolves to the exit code. */
const runOne = (project, mine) => (project === "e2e" ? runPlaywright(mine) : runVitest(project, mine));

let failed = false;
for (const project of projects) {
  const mine = filesOfProject(project, files);
  if (mine === null) continue;
  if ((await runOne(project, mine)) !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
