// `npm run bench [-- --large]`: builds the site as `npm start` does, then runs scripts/bench/run-bench.ts
// under the Firestore and Hosting emulators (no Functions emulator: the benchmark seeds the search index
// itself rather than waiting for a trigger per post).
import { build } from "esbuild";
import { ensureInstalled, firebaseArgs, firebaseBin, firebaseEnv, run, runOrExit } from "./lib/run.mjs";
import { cacheDir, root } from "./lib/project.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build:emulator", "--workspace", "web"]);
await build({
  entryPoints: [`${root}scripts/bench/run-bench.ts`],
  outfile: `${cacheDir}/tools/bench.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["playwright-core"],
  logLevel: "warning",
});
const large = process.argv.includes("--large") ? " --large" : "";
process.exit(
  await run(
    firebaseBin,
    firebaseArgs("emulators:exec", "--only", "firestore,hosting", `node ${cacheDir}/tools/bench.mjs${large}`),
    { env: firebaseEnv() },
  ),
);
