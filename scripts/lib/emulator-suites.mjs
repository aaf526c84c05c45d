// Runs inside `firebase emulators:exec`: the emulator tier, then the browser tier, each with its own
// summary. Exits non-zero if either failed. Further arguments are test files (vitest and Playwright
// filters): each project then runs only those of its files, and a project with none of them is skipped.
// The browser tier runs on two runners while its files move to Playwright Test (web/e2e/CONVERTING.md):
// vitest's `e2e` project for the files not yet moved, then Playwright Test for the rest.
import { runPlaywright, runVitest } from "./run.mjs";
import { e2eFilesByRunner, filesOfProject, isPlaywrightFile } from "./test-files.mjs";

const projects = (process.argv[2] ?? "emulators,e2e").split(",");
const files = process.argv.slice(3);

/** The runs of one project's files (`mine`, [] for all), each a function resolving to an exit code. */
function runsOf(project, mine) {
  if (project !== "e2e") return [() => runVitest(project, mine)];
  const all = mine.length === 0;
  const { vitest: onVitest, playwright: onPlaywright } = all
    ? e2eFilesByRunner()
    : { vitest: mine.filter((file) => !isPlaywrightFile(file)), playwright: mine.filter(isPlaywrightFile) };
  return [
    ...(onVitest.length > 0 ? [() => runVitest("e2e", all ? [] : onVitest)] : []),
    ...(onPlaywright.length > 0 ? [() => runPlaywright(all ? [] : onPlaywright)] : []),
  ];
}

let failed = false;
for (const project of projects) {
  const mine = filesOfProject(project, files);
  if (mine === null) continue;
  for (const runOne of runsOf(project, mine)) {
    if ((await runOne()) !== 0) failed = true;
  }
}
process.exit(failed ? 1 : 0);
