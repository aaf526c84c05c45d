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
  // Loaded from node_modules as they are: the Admin SDK is CommonJS that `require`s as it runs, which an ES
  // module bundle cannot do.
  external: ["playwright-core", "firebase-admin"],
  logLevel: "warning",
});
// The specification's approach, run inside the page (scripts/bench/spec-reader.ts).
const specReader = `${cacheDir}/tools/bench-spec-reader.js`;
await build({
  entryPoints: [`${root}scripts/bench/spec-reader.ts`],
  outfile: specReader,
  bundle: true,
  platform: "browser",
  format: "iife",
  target: "es2022",
  logLevel: "warning",
});
const large = process.argv.includes("--large") ? " --large" : "";
process.exit(
  await run(
    firebaseBin,
    firebaseArgs("emulators:exec", "--only", "firestore,hosting", `node ${cacheDir}/tools/bench.mjs${large}`),
    { env: { ...firebaseEnv(), BENCH_SPEC_READER: specReader } },
  ),
);
