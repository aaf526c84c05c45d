// `npm run loadtest`: builds the functions, then runs scripts/loadtest/run-loadtest.ts under the Auth,
// Firestore and Functions emulators.
import { ensureInstalled, runOrExit, runUnderEmulators } from "./lib/run.mjs";
import { bundleNodeTool } from "./lib/node-tool.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
const tool = await bundleNodeTool("scripts/loadtest/run-loadtest.ts", "loadtest", ["firebase-admin"]);
process.exit(await runUnderEmulators("auth,firestore,functions", `node ${tool}`));
