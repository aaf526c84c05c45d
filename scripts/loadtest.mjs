// `npm run loadtest`: builds the functions, then runs scripts/loadtest/run-loadtest.ts under the Auth,
// Firestore and Functions emulators.
import { ensureInstalled, runOrExit, runUnderEmulators } from "./lib/run.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
// tsx lets plain Node run the TypeScript as it is.
process.exit(await runUnderEmulators("auth,firestore,functions", "node --import tsx scripts/loadtest/run-loadtest.ts"));
