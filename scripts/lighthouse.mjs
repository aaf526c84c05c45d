// `npm run lighthouse`: builds the site as `npm start` does, then runs scripts/lighthouse/run.mjs under the
// emulators: Lighthouse (mobile preset, simulated throttling) on Debian's Chromium, offline, five runs of
// each page, and a table of the medians, after the machine's floor (scripts/lighthouse/floor.mjs, decision 0124).
// The figures and how to read them:
// docs/decisions/0012-calm-fast-pages.md.
import { ensureInstalled, runOrExit, runUnderEmulators } from "./lib/run.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
await runOrExit("npm", ["run", "build:emulator", "--workspace", "web"]);
// Under tsx, as the benchmark is, so that it can use the shared TypeScript constants.
process.exit(
  await runUnderEmulators("auth,firestore,functions,hosting", "node --import tsx scripts/lighthouse/run.mjs"),
);
