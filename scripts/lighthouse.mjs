// `npm run lighthouse`: builds the site as `npm start` does, then runs scripts/lighthouse/run.mjs under the
// emulators: Lighthouse (mobile preset, simulated throttling) on Debian's Chromium, offline, three runs of
// each page, and a table of the medians. The figures and how to read them:
// docs/decisions/0014-calm-fast-pages.md.
import { build } from "esbuild";
import { ensureInstalled, firebaseArgs, firebaseBin, firebaseEnv, run, runOrExit } from "./lib/run.mjs";
import { cacheDir, root } from "./lib/project.mjs";

await ensureInstalled();
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
await runOrExit("npm", ["run", "build:emulator", "--workspace", "web"]);
// Bundled, as the benchmark is, so that it can use the shared TypeScript constants.
const runner = `${cacheDir}/tools/lighthouse.mjs`;
await build({
  entryPoints: [`${root}scripts/lighthouse/run.mjs`],
  outfile: runner,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Loaded from node_modules as they are (CommonJS that `require`s as it runs, or too large to bundle).
  external: ["lighthouse", "firebase-admin"],
  logLevel: "warning",
});
process.exit(
  await run(
    firebaseBin,
    firebaseArgs("emulators:exec", "--only", "auth,firestore,functions,hosting", `node ${runner}`),
    { env: firebaseEnv() },
  ),
);
