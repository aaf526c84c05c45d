// The workspaces' package.json files say what each one uses, the lock file agrees with them (so `npm ci`
// installs from a fresh clone), and the functions deploy exactly the versions the tests ran with.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), "utf8"));

interface Manifest {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const manifest = (workspace: string) => readJson(join(workspace, "package.json")) as Manifest;
const lock = () => readJson("package-lock.json") as { packages: Record<string, Manifest> };

/** Every file under `dir` whose name passes `keep`. */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** The packages a source file imports (node: built-ins and relative paths left out). */
function importedPackages(path: string): string[] {
  const text = readFileSync(join(root, path), "utf8");
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );
  return specifiers
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:") && specifier !== "")
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

const isSource = (name: string) => /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name);

// What each workspace's own code imports; tests run from the root, with the root's devDependencies.
const sources: Record<string, string[]> = {
  shared: files("shared/src", isSource),
  functions: [...files("functions/src", isSource), "functions/build.mjs"],
  web: [...files("web/src", isSource), "web/vite.config.ts"],
};

describe.each(Object.keys(sources))("the %s workspace", (workspace) => {
  it("declares every package its code imports", () => {
    const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = manifest(workspace);
    const declared = new Set(Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies }));
    const missing = new Set(
      sources[workspace]?.flatMap((path) => importedPackages(path).map((name) => `${name} (${path})`)) ?? [],
    );
    expect([...missing].filter((entry) => !declared.has(entry.split(" ")[0] ?? ""))).toEqual([]);
  });

  it("is recorded in package-lock.json as package.json declares it (else `npm ci` refuses or drifts)", () => {
    const recorded = lock().packages[workspace];
    const { dependencies, devDependencies, peerDependencies, peerDependenciesMeta } = manifest(workspace);
    expect({ dependencies, devDependencies, peerDependencies, peerDependenciesMeta }).toEqual({
      dependencies: recorded?.dependencies,
      devDependencies: recorded?.devDependencies,
      peerDependencies: recorded?.peerDependencies,
      peerDependenciesMeta: recorded?.peerDependenciesMeta,
    });
  });
});

it("records the root package.json in package-lock.json as it is", () => {
  const { dependencies, devDependencies } = readJson("package.json") as Manifest;
  const recorded = lock().packages[""];
  expect({ dependencies, devDependencies }).toEqual({
    dependencies: recorded?.dependencies,
    devDependencies: recorded?.devDependencies,
  });
});

it("checks import scanning on a sample, so an empty scan cannot pass for a clean one", () => {
  expect(sources.functions).toContain("functions/build.mjs");
  expect(importedPackages("functions/build.mjs")).toEqual(["esbuild"]);
  expect(sources.web?.flatMap(importedPackages)).toContain("@village/shared");
});

describe("the functions workspace's deploy", () => {
  it("pins each package Cloud Functions installs to the exact version in package-lock.json", () => {
    const { dependencies = {}, devDependencies = {} } = manifest("functions");
    const packages = lock().packages;
    for (const [name, version] of Object.entries({ ...dependencies, ...devDependencies })) {
      const installed = packages[`functions/node_modules/${name}`] ?? packages[`node_modules/${name}`];
      expect({ name, version }).toEqual({ name, version: installed?.version });
    }
    expect(Object.keys(dependencies).sort()).toEqual(["firebase-admin", "firebase-functions"]);
  });

  it("never asks npm for @village/shared, which exists only in this repository", () => {
    // Cloud Build resolves dependencies and devDependencies from the registry (even those it does not
    // install): a workspace-only name there fails the deploy, or installs a stranger's package of that name.
    const {
      dependencies = {},
      devDependencies = {},
      peerDependencies = {},
      peerDependenciesMeta = {},
    } = manifest("functions");
    expect(Object.keys({ ...dependencies, ...devDependencies })).not.toContain("@village/shared");
    expect(manifest("shared").name).toBe("@village/shared");
    expect(peerDependencies["@village/shared"]).toBe(manifest("shared").version);
    expect(peerDependenciesMeta["@village/shared"]?.optional).toBe(true);
  });
});
