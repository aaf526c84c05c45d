// The project's TypeScript tools (the benchmark, the load test) bundled into one ES module each, to run with
// plain `node` under the emulators.
import { build } from "esbuild";
import { cacheDir, root } from "./project.mjs";

/**
 * Bundles `entry` (a path from the repo's root) to .cache/tools/<name>.mjs; resolves to that file's path.
 * `external` packages are loaded from node_modules as they are: the Admin SDK, for one, is CommonJS that
 * `require`s as it runs, which an ES module bundle cannot do.
 *
 * @param {string} entry
 * @param {string} name
 * @param {string[]} external
 */
export async function bundleNodeTool(entry, name, external) {
  const outfile = `${cacheDir}/tools/${name}.mjs`;
  await build({
    entryPoints: [`${root}${entry}`],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    logLevel: "warning",
  });
  return outfile;
}
