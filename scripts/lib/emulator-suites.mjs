// Runs inside `firebase emulators:exec`: the emulator tier, then the browser tier, each with its own
// summary. Exits non-zero if either failed. Further arguments are test files (vitest filters): each
// project then runs only those of its files, and a project with none of them is skipped.
import { runVitest } from "./run.mjs";
import { filesOfProject } from "./test-files.mjs";

const projects = (process.argv[2] ?? "emulators,e2e").split(",");
const files = process.argv.slice(3);
let failed = false;
for (const project of projects) {
  const mine = filesOfProject(project, files);
  if (mine === null) continue;
  if ((await runVitest(project, mine)) !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
