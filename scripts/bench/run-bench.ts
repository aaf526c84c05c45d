// `npm run bench` (see scripts/bench.mjs): seeds N posts, measures our home page and a rare-term search
// against the specification's fetch-everything approach, prints a table and checks the targets.
import { launchBrowser } from "../../web/e2e/support/browser";
import { clearFirestore } from "../../test/support/emulators";
import { measureFetchAll, measureSite, type Measurement } from "./measure";
import { RARE_TERM, seed } from "./seed";

const RUNS = 5;
const sizes = process.argv.includes("--large") ? [100, 10_000, 100_000] : [100, 10_000];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function repeat(measure: () => Promise<Measurement>): Promise<Measurement> {
  const runs: Measurement[] = [];
  await measure(); // warm-up: caches, JIT, the emulator's first query plan
  for (let run = 0; run < RUNS; run++) runs.push(await measure());
  return { ms: median(runs.map((r) => r.ms)), bytes: median(runs.map((r) => r.bytes)) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

interface Row {
  n: number;
  home: Measurement;
  homeSpec: Measurement;
  search: Measurement;
  searchSpec: Measurement;
}

const browser = await launchBrowser();
const rows: Row[] = [];
try {
  for (const n of sizes) {
    await clearFirestore();
    const seeded = Date.now();
    await seed(n);
    console.log(`Seeded ${n} posts in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    rows.push({
      n,
      home: await repeat(() => measureSite(browser, "/")),
      homeSpec: await repeat(() => measureFetchAll(browser, "")),
      search: await repeat(() => measureSite(browser, `/?q=${RARE_TERM}`)),
      searchSpec: await repeat(() => measureFetchAll(browser, RARE_TERM)),
    });
  }
} finally {
  await browser.close();
}

console.log(`\nMedian of ${RUNS} runs after a warm-up; bytes are those received from Firestore.\n`);
console.log(
  "| posts | home: first post | home: bytes | spec home: first post | spec home: bytes | rare search: results | rare search: bytes | spec search: results | spec search: bytes |",
);
console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  console.log(
    `| ${row.n.toLocaleString("en-US")} | ${ms(row.home.ms)} | ${kib(row.home.bytes)} | ${ms(row.homeSpec.ms)} | ${kib(row.homeSpec.bytes)} | ${ms(row.search.ms)} | ${kib(row.search.bytes)} | ${ms(row.searchSpec.ms)} | ${kib(row.searchSpec.bytes)} |`,
  );
}

const first = rows[0];
const tenK = rows.find((row) => row.n === 10_000);
if (!first || !tenK) throw new Error("missing rows");
const byteGrowth = tenK.home.bytes / first.home.bytes;
const timeGrowth = tenK.home.ms / first.home.ms;
const checks = [
  {
    name: "home bytes, 100 → 10,000 posts",
    value: `${byteGrowth.toFixed(2)}×`,
    ok: byteGrowth <= 1.5,
    target: "≤ 1.5×",
  },
  {
    name: "home time to first post, 100 → 10,000",
    value: `${timeGrowth.toFixed(2)}×`,
    ok: timeGrowth <= 1.3,
    target: "≤ 1.3×",
  },
  {
    name: "rare-term search bytes at 10,000",
    value: kib(tenK.search.bytes),
    ok: tenK.search.bytes < 1024 * 1024,
    target: "< 1 MiB",
  },
];
console.log("\n| target | measured | goal | |\n| --- | ---: | ---: | --- |");
for (const check of checks)
  console.log(`| ${check.name} | ${check.value} | ${check.target} | ${check.ok ? "met" : "MISSED"} |`);
for (const row of rows) {
  console.log(
    `At ${row.n.toLocaleString("en-US")} posts the specification's approach reads ${(row.homeSpec.bytes / row.home.bytes).toFixed(1)}× our home page's bytes and ${(row.searchSpec.bytes / row.search.bytes).toFixed(1)}× our search's bytes.`,
  );
}
process.exit(checks.every((check) => check.ok) ? 0 : 1);
