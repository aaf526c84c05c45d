// `npm run loadtest [-- --rate 50 --seconds 60 | --burst 500]`: builds the functions, then runs
// scripts/loadtest/run-loadtest.ts under the Auth, Firestore and Functions emulators.
import { ensureInstalled, runOrExit, runUnderEmulators } from "./lib/run.mjs";
import { bundleNodeTool } from "./lib/node-tool.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
const tool = await bundleNodeTool("scripts/loadtest/run-loadtest.ts", "loadtest", ["firebase-admin"]);
// Flags (`-- --rate 50 --seconds 60`, `--burst 500`) go to the tool; the Cloud Tasks emulator (the home
// builder's queue) starts with the Functions emulator.
const flags = process.argv.slice(2).filter((arg) => /^[-\w.]+$/.test(arg));
process.exit(await runUnderEmulators("auth,firestore,functions", ["node", tool, ...flags].join(" ")));
