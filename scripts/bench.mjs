// `npm run bench [-- --large] [-- --trigger]`: builds the site and the functions as `npm start` does, then
// runs scripts/bench/run-bench.ts under the Firestore, Functions and Hosting emulators (search answers from
// the `searchPage` function). The default run seeds the search index itself with the triggers switched off
// rather than waiting for a trigger per post. With --trigger it imports only the posts and lets the trigger
// build the rest. `--idle-tab` instead runs the idle-tab benchmark (the real poll on a fake clock for an
// hour, no emulators) and prints its figures.
import { build } from "esbuild";
import { ensureInstalled, runOrExit, runUnderEmulators } from "./lib/run.mjs";
import { cacheDir, root } from "./lib/project.mjs";

await ensureInstalled();
if (process.argv.includes("--idle-tab")) {
  await runOrExit("npx", ["vitest", "run", "--project", "unit", "web/src/features/posts/hooks/idle-tab.test.tsx"], {
    env: { ...process.env, IDLE_TAB_REPORT: "1" },
  });
  process.exit(0);
}
await runOrExit("npm", ["run", "build:emulator", "--workspace", "web"]);
// The specification's approach, run inside the page (scripts/bench/spec-reader.ts): bundled, for the browser.
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
// --trigger: the posts' derived data is built by the post trigger.
const trigger = process.argv.includes("--trigger");
await runOrExit("npm", ["run", "build", "--workspace", "functions"]);
process.exit(
  await runUnderEmulators(
    "firestore,functions,hosting",
    `node --import tsx scripts/bench/run-bench.ts${large}${trigger ? " --trigger" : ""}`,
    { BENCH_SPEC_READER: specReader },
  ),
);
