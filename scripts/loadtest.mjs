// `npm run loadtest`: builds the functions, then runs scripts/loadtest/run-loadtest.ts under the Auth,
// Firestore and Functions emulators.
import { build } from "esbuild";
import { ensureInstalled, firebaseArgs, firebaseBin, firebaseEnv, run, runOrExit } from "./lib/run.mjs";
import { cacheDir, root } from "./lib/project.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
await build({
  entryPoints: [`${root}scripts/loadtest/run-loadtest.ts`],
  outfile: `${cacheDir}/tools/loadtest.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Loaded from node_modules as it is: the Admin SDK is CommonJS that `require`s as it runs, which an ES
  // module bundle cannot do.
  external: ["firebase-admin"],
  logLevel: "warning",
});
process.exit(
  await run(
    firebaseBin,
    firebaseArgs("emulators:exec", "--only", "auth,firestore,functions", `node ${cacheDir}/tools/loadtest.mjs`),
    { env: firebaseEnv() },
  ),
);
