// `npm run outdated`: every dependency behind its newest version, each marked with its hold from
// docs/dependencies.md or "NOT RECORDED". Exits 1 only when a dependency is a major behind without a row there:
// a hold is a choice, written down with its reason and what ends it. It asks the npm registry, so it stays out
// of `npm test` (scripts/dependencies.test.ts checks the record against the package.json files offline).
//
// `npm outdated` alone misses a major that needs a newer Node than the one running (its "latest" is the newest
// version this Node can install: vitest 5 and firebase-admin 14 need Node 22), so each declared dependency is
// also looked up with `npm view <name>@latest`.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { root } from "./lib/project.mjs";
import { MANIFESTS, majorOf, readRecord, RECORD_PATH, within } from "./lib/dependency-record.mjs";

const run = promisify(execFile);

/** `npm outdated --json` for every workspace: it exits 1 when anything is outdated, which is not a failure here. */
async function outdated() {
  const { stdout } = await run("npm", ["outdated", "--json"], { cwd: root, maxBuffer: 1 << 26 }).catch((error) => {
    if (typeof error.stdout === "string" && error.stdout.trim().startsWith("{")) return error;
    throw error;
  });
  /** @type {Record<string, { current?: string; wanted: string; latest: string; dependent: string } | { current?: string; wanted: string; latest: string; dependent: string }[]>} */
  const found = JSON.parse(stdout || "{}");
  return Object.entries(found).flatMap(([name, entries]) => [entries].flat().map((entry) => ({ name, ...entry })));
}

/** The registry's newest version of `name`, whatever Node it needs, with the Node it needs. */
async function newest(name) {
  const { stdout } = await run("npm", ["view", `${name}@latest`, "version", "engines", "--json"], { cwd: root });
  // With no `engines`, npm prints the version alone.
  const manifest = JSON.parse(stdout);
  return typeof manifest === "string"
    ? { version: manifest, node: "" }
    : { version: String(manifest.version), node: manifest.engines?.node ?? "" };
}

const lock = JSON.parse(readFileSync(`${root}package-lock.json`, "utf8"));
/**
 * The version the lock file installs for the project: for a hold, the copy within its `heldAt` (an override's
 * copy is nested under the package it is for); else the root's or a workspace's copy; "" when there is none.
 */
function installed(name, heldAt) {
  const copies = Object.entries(lock.packages).filter(
    ([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`),
  );
  const held = heldAt && copies.find(([, entry]) => within(String(entry.version), heldAt));
  if (held) return String(held[1].version);
  const ours = MANIFESTS.map((folder) => lock.packages[`${folder}node_modules/${name}`]?.version).filter(Boolean);
  return ours.length > 0 ? String(ours[0]) : "";
}

const holds = new Map(readRecord().map((hold) => [hold.name, hold]));
/** @type {Map<string, { current: string; latest: string; note: string; dependents: Set<string> }>} */
const behind = new Map();
for (const entry of await outdated()) {
  const current = entry.current ?? "";
  const known = behind.get(entry.name);
  if (known) known.dependents.add(entry.dependent);
  else behind.set(entry.name, { current, latest: entry.latest, note: "", dependents: new Set([entry.dependent]) });
}
// Every declared dependency and every recorded one, a few look-ups at a time.
const names = [
  ...new Set([
    ...MANIFESTS.flatMap((folder) => {
      const manifest = JSON.parse(readFileSync(`${root}${folder}package.json`, "utf8"));
      return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    }),
    ...holds.keys(),
  ]),
].filter((name) => !name.startsWith("@village/"));
const queue = [...names];
await Promise.all(
  Array.from({ length: 6 }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const latest = await newest(name).catch(() => null);
      const known = behind.get(name);
      const current = known?.current || installed(name, holds.get(name)?.heldAt ?? "");
      if (!latest || !current || latest.version === current) continue;
      const runnable = known?.latest ?? current;
      const note = latest.version !== runnable && latest.node ? ` (needs Node ${latest.node})` : "";
      if (known) Object.assign(known, { latest: latest.version, note });
      else behind.set(name, { current, latest: latest.version, note, dependents: new Set() });
    }
  }),
);

let unrecorded = 0;
const rows = [...behind].sort(([a], [b]) => a.localeCompare(b));
const width = Math.max(0, ...rows.map(([name]) => name.length));
for (const [name, { current, latest, note }] of rows) {
  const hold = holds.get(name);
  const major = majorOf(latest) !== majorOf(current);
  const mark = hold
    ? `held: ${hold.reason}${within(current, hold.heldAt) ? "" : ` (but ${current} is not the recorded ${hold.heldAt})`} (see ${RECORD_PATH})`
    : major
      ? "NOT RECORDED"
      : "a minor or patch behind: `npm update` takes it";
  if (!hold && major) unrecorded += 1;
  console.log(`${name.padEnd(width)}  ${current} → ${latest}${note}  ${mark}`);
}
if (rows.length === 0) console.log("Every dependency is at its newest version.");
if (unrecorded > 0) {
  console.log(`\n${unrecorded} a major behind and not in ${RECORD_PATH}: upgrade, or add a row saying why not.`);
  process.exit(1);
}
