// Runs inside `firebase emulators:exec`: the emulator tier, then the browser tier, each with its own
// summary. Exits non-zero if either failed.
import { runVitest } from "./run.mjs";

const projects = (process.argv[2] ?? "emulators,e2e").split(",");
let failed = false;
for (const project of projects) {
  if ((await runVitest(project)) !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
