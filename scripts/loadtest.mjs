// `npm run loadtest [-- --rate 50 --seconds 60 | --burst 500]`: builds the functions, then runs
// scripts/loadtest/run-loadtest.ts under the Auth, Firestore and Functions emulators.
import { ensureInstalled, runOrExit, runUnderEmulators } from "./lib/run.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
// tsx lets plain Node run the TypeScript as it is. Flags (`-- --rate 50 --seconds 60`, `--burst 500`) go to
// the tool; the Cloud Tasks emulator (the home builder's queue) starts with the Functions emulator.
const flags = process.argv.slice(2).filter((arg) => /^[-\w.]+$/.test(arg));
process.exit(
  await runUnderEmulators(
    "auth,firestore,functions",
    ["node --import tsx scripts/loadtest/run-loadtest.ts", ...flags].join(" "),
    {},
    undefined,
    { quiet: true },
  ),
);
