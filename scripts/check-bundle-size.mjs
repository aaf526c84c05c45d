// The home route's initial JavaScript — the entry chunk and every chunk it imports statically — must stay
// within budget, gzipped. Lazy routes (sign-in, the forms, the functions SDK) are not counted: they load
// when needed. Reads the Vite manifest of the last `web` build.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { root } from "./lib/project.mjs";

const BUDGET_BYTES = 100 * 1024;
const dist = `${root}web/dist/`;

/** @type {Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8"));

const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
entries.forEach(visit);

let total = 0;
for (const key of initial) {
  const file = manifest[key]?.file ?? key;
  if (!file.endsWith(".js")) continue;
  const size = gzipSync(readFileSync(`${dist}${file}`)).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KiB  ${file}`);
}
// What each lazily loaded chunk adds when its page opens: its file and the shared chunks it needs that the
// home route did not load already (a chunk shared by two pages is counted with each). Reported, not budgeted.
const gzipped = (key) => gzipSync(readFileSync(`${dist}${manifest[key]?.file ?? key}`)).length;
console.log("Lazy chunks (gzipped, with the chunks each needs beyond the home route's):");
for (const key of Object.keys(manifest).filter((name) => manifest[name]?.isDynamicEntry)) {
  const needed = new Set();
  const collect = (name) => {
    if (needed.has(name) || initial.has(name)) return;
    needed.add(name);
    for (const imported of manifest[name]?.imports ?? []) collect(imported);
  };
  collect(key);
  const bytes = [...needed]
    .filter((name) => (manifest[name]?.file ?? name).endsWith(".js"))
    .reduce((sum, name) => sum + gzipped(name), 0);
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${key}`);
}
const verdict = total <= BUDGET_BYTES ? "within" : "OVER";
console.log(
  `Home route initial JS: ${(total / 1024).toFixed(1)} KiB gzipped, ${verdict} the ${BUDGET_BYTES / 1024} KiB budget.`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
