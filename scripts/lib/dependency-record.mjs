// docs/dependencies.md's table of held dependencies, read by `npm run outdated` (scripts/outdated.mjs) and by
// the unit test that holds it and the package.json files to each other (scripts/dependencies.test.ts).
import { readFileSync } from "node:fs";
import { root } from "./project.mjs";

export const RECORD_PATH = "docs/dependencies.md";

/** The workspaces' manifests, the root's first: each with the folder it is in. */
export const MANIFESTS = ["", "shared/", "functions/", "web/"];

/**
 * @typedef {{ name: string; heldAt: string; reason: string; endsWhen: string }} Hold
 * One row: the dependency, the version it stays at (`12` is any 12.x, `8.3` any 8.3.x), why, and what ends it.
 */

/** Every row of the record's table of holds (the table whose header starts `| dependency | held at |`). */
export function readRecord(text = readFileSync(`${root}${RECORD_PATH}`, "utf8")) {
  /** @type {Hold[]} */
  const holds = [];
  const lines = text.split("\n");
  const header = lines.findIndex((line) => /^\|\s*dependency\s*\|\s*held at\s*\|/.test(line));
  if (header < 0) throw new Error(`${RECORD_PATH} has no table starting "| dependency | held at |"`);
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [name = "", heldAt = "", reason = "", endsWhen = ""] = line
      .slice(1, -1)
      // A `|` inside a cell is written `\|`.
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll("\\|", "|"));
    const code = (cell) => cell.replace(/^`(.*)`$/, "$1");
    holds.push({ name: code(name), heldAt: code(heldAt), reason, endsWhen });
  }
  return holds;
}

/** The version a spec starts from: `^12.19.0` → `12.19.0`, `~5.9` → `5.9`, `14.27.0` → `14.27.0`. */
export const versionOf = (spec) => spec.replace(/^[\^~>=<\s]+/, "");

/** Whether `version` is within a hold's `heldAt` (`12` holds 12.19.0, `8.3` holds 8.3.8, not 8.4.0). */
export const within = (version, heldAt) => version === heldAt || version.startsWith(`${heldAt}.`);

/** The major of a version, or `0.minor` below 1.0.0 (where a minor is a major). */
export function majorOf(version) {
  const [major = "0", minor = "0"] = versionOf(version).split(".");
  return major === "0" ? `0.${minor}` : major;
}
