// docs/dependencies.md and the package.json files agree (`npm run outdated` reads the one against the registry;
// this reads it against the manifests, offline): every row names a dependency the project declares, at the
// version the row holds it at, and every dependency pinned outside the functions has a row saying why.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MANIFESTS, readRecord, versionOf, within } from "./lib/dependency-record.mjs";

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, Record<string, string> | string>;
}

const root = join(import.meta.dirname, "..");
const manifests = MANIFESTS.map((folder) => ({
  folder,
  manifest: JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")) as Manifest,
}));
const holds = readRecord();

/** Every declared dependency: where, its name and its spec (an override's version included). */
const declared = manifests.flatMap(({ folder, manifest }) => [
  ...Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    // A workspace package is the repository's own code, not a dependency to hold.
    .filter(([name]) => !name.startsWith("@village/"))
    .map(([name, spec]) => ({ where: `${folder}package.json`, name, spec, override: false })),
  ...Object.values(manifest.overrides ?? {}).flatMap((inner) =>
    typeof inner === "string"
      ? []
      : Object.entries(inner).map(([name, spec]) => ({ where: `${folder}package.json`, name, spec, override: true })),
  ),
]);

describe("docs/dependencies.md", () => {
  it("has a row for each hold, each with a reason and a condition that ends it", () => {
    expect(holds.length).toBeGreaterThanOrEqual(5);
    for (const hold of holds) {
      expect(hold.heldAt, hold.name).toMatch(/^\d+(\.\d+){0,2}$/);
      expect(hold.reason.length, `${hold.name}: its reason`).toBeGreaterThan(20);
      expect(hold.endsWhen.length, `${hold.name}: what ends it`).toBeGreaterThan(10);
    }
    expect(new Set(holds.map((hold) => hold.name)).size).toBe(holds.length);
  });

  it("names only dependencies the project declares, each within the version its row holds it at", () => {
    for (const hold of holds) {
      const uses = declared.filter((dependency) => dependency.name === hold.name);
      expect(
        uses.map((use) => use.where),
        `${hold.name} is declared nowhere: remove its row`,
      ).not.toEqual([]);
      for (const use of uses) {
        expect(
          within(versionOf(use.spec), hold.heldAt),
          `${use.where} has ${hold.name} ${use.spec}, outside its row's ${hold.heldAt}: update or remove the row`,
        ).toBe(true);
      }
    }
  });

  it("has a row for every dependency pinned (exact or ~) or overridden outside the functions", () => {
    // The functions pin every dependency exactly so that they deploy what the tests ran (workspaces.test.ts).
    const pinned = declared.filter(
      (dependency) =>
        dependency.where !== "functions/package.json" && (dependency.override || !dependency.spec.startsWith("^")),
    );
    expect(pinned.map((dependency) => dependency.name)).toContain("firebase-tools");
    const recorded = new Set(holds.map((hold) => hold.name));
    for (const dependency of pinned) {
      expect(
        recorded.has(dependency.name),
        `${dependency.where}: ${dependency.name} ${dependency.spec} needs a row`,
      ).toBe(true);
    }
  });

  it("is linked from the README, and the script that reads it is an npm script", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme).toContain("(docs/dependencies.md)");
    const scripts = (
      JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.outdated).toBe("node scripts/outdated.mjs");
  });
});
