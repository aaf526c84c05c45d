// The workspaces' package.json files say what each one uses, the lock file agrees with them (so `npm ci`
// installs from a fresh clone), and the functions deploy exactly the versions the tests ran with.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
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

/** The packages a source file imports, statically or with `import()` (node: built-ins and relative paths left
 * out). TypeScript's own scanner reads the file, so an import-like phrase in a comment or a string is not one. */
function importedPackages(path: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, path), "utf8"), true, true);
  return (
    importedFiles
      .map(({ fileName }) => fileName)
      // `#name` is a bundler's alias for a file of the repository (functions/build.mjs: `#app-renderer`), no package.
      .filter(
        (specifier) =>
          !specifier.startsWith(".") &&
          !specifier.startsWith("node:") &&
          !specifier.startsWith("#") &&
          specifier !== "",
      )
      .map((specifier) =>
        specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/"),
      )
  );
}

const isCode = (name: string) => /\.(ts|tsx|mjs|js)$/.test(name);
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)(test|e2e)\//.test(path);

/** The packages that `files` import and none of `manifests` declares, each with the file that imports it. */
function undeclared(paths: string[], manifests: Manifest[]): string[] {
  const declared = new Set(
    manifests.flatMap(({ dependencies = {}, devDependencies = {}, peerDependencies = {} }) =>
      Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies }),
    ),
  );
  return paths.flatMap((path) =>
    importedPackages(path)
      .filter((name) => !declared.has(name))
      .map((name) => `${name} (${path})`),
  );
}

// What each workspace's code imports, the tools it builds with included. Its tests (beside the code, and in
// its test/ or e2e/ folder) run from the root under the root's vitest and Playwright, so they may also use what
// the root declares; its shipped code may not.
const workspaceFiles: Record<string, string[]> = {
  shared: files("shared/src", isCode),
  functions: [...files("functions/src", isCode), ...files("functions/test", isCode), "functions/build.mjs"],
  web: [...files("web/src", isCode), ...files("web/e2e", isCode), "web/vite.config.ts"],
};
const sources = Object.fromEntries(
  Object.entries(workspaceFiles).map(([workspace, paths]) => [workspace, paths.filter((path) => !isTest(path))]),
);
const rootManifest = () => readJson("package.json") as Manifest;

describe.each(Object.keys(workspaceFiles))("the %s workspace", (workspace) => {
  it("declares every package its code imports", () => {
    expect(undeclared(sources[workspace] ?? [], [manifest(workspace)])).toEqual([]);
  });

  it("declares, itself or at the root, every package its tests import", () => {
    const tests = (workspaceFiles[workspace] ?? []).filter(isTest);
    expect(undeclared(tests, [manifest(workspace), rootManifest()])).toEqual([]);
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

it("lists in web's dependencies every package web/src ships to the browser (zod included)", () => {
  const { dependencies = {} } = manifest("web");
  const shipped = files("web/src", isCode).filter((path) => !isTest(path));
  expect(undeclared(shipped, [{ name: "web's dependencies", dependencies }])).toEqual([]);
  expect(Object.keys(dependencies)).toContain("zod");
});

// The scripts, the repository-wide tests and the root's configuration use the root's packages only: a package
// that only a workspace declares is there by hoisting, and goes when that workspace stops using it.
const rootFiles = [...files("scripts", isCode), ...files("test", isCode), "vitest.config.ts", "eslint.config.js"];

it("declares at the root every package the scripts, test/ and the root's configuration import", () => {
  expect(undeclared(rootFiles, [rootManifest()])).toEqual([]);
});

it("records the root package.json in package-lock.json as it is", () => {
  const { dependencies, devDependencies } = rootManifest();
  const recorded = lock().packages[""];
  expect({ dependencies, devDependencies }).toEqual({
    dependencies: recorded?.dependencies,
    devDependencies: recorded?.devDependencies,
  });
});

it("checks import scanning on a sample, so an empty scan cannot pass for a clean one", () => {
  expect(sources.functions).toContain("functions/build.mjs");
  expect(importedPackages("functions/build.mjs")).toEqual(["esbuild", "vite"]);
  expect(sources.web?.flatMap(importedPackages)).toContain("@village/shared");
  expect(rootFiles.flatMap(importedPackages)).toContain("firebase-admin");
  expect(workspaceFiles.functions?.filter(isTest).flatMap(importedPackages)).toContain("vitest");
  // A word after "from" in a comment is not an import (scripts/bench/seed.ts has `from "garden"`).
  expect(undeclared(rootFiles, [rootManifest()]).join()).not.toContain("garden");
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
