import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// The tiers, told apart by where the tests live:
// - unit: `*.test.ts(x)` beside the code, no emulators;
// - emulators: `functions/test`, and rules: `test/rules`, run under `firebase emulators:exec`;
// - deploy: `test/deploy`, the built functions folder on its own (no emulator);
// - e2e: `web/e2e`, real Chromium against the Hosting emulator, is Playwright Test's (playwright.config.ts);
// - start: `test/start`, `npm start` itself, run by `npm test` on its own, outside the emulators.
/** functions/build.mjs bundles the app's server renderer under this name; in the tests it is its source. */
const appRenderer = { "#app-renderer": new URL("./web/src/server/render.tsx", import.meta.url).pathname };

/** Where the unit tier's files live (its `include`). */
const unitFiles = [
  "shared/src/**/*.test.ts",
  "functions/src/**/*.test.ts",
  "web/src/**/*.test.{ts,tsx}",
  "web/*.test.ts",
  "scripts/**/*.test.ts",
];

/**
 * The unit files that replace a module (`vi.mock`, `vi.doMock`): each runs in a module graph of its own. The
 * others share one (`isolate: false`), which took the tier alone from 114 s to 55–61 s (decision 0099): a
 * replaced module would otherwise be what the next file in the same worker imports.
 */
function filesReplacingModules(): string[] {
  const found: string[] = [];
  const look = (dir: string, deep: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (deep && entry.name !== "node_modules") look(path, deep);
      } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, "utf8"))) {
        found.push(path);
      }
    }
  };
  for (const dir of ["shared/src", "functions/src", "web/src", "scripts"]) look(dir, true);
  // `web/*.test.ts`: the web folder's own files only.
  look("web", false);
  return found;
}
const replacingModules = filesReplacingModules();

/** The projects under `firebase emulators:exec`: one file at a time, with the emulators' slower answers. */
const underEmulators = { testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          alias: appRenderer,
          include: unitFiles,
          exclude: replacingModules,
          environment: "node",
          isolate: false,
          // The tier runs beside the emulator step (decision 0073), on a busy machine: a few CPU-heavy tests
          // (property tests, fake-clock hours) need more than vitest's 5 s there. A limit, not a measurement.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The unit tier's files that replace a module, each in its own module graph (run with `unit`).
          name: "unit-mocks",
          alias: appRenderer,
          include: replacingModules,
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "emulators",
          include: ["functions/test/**/*.test.ts"],
          // Its files import the functions' sources, some of which render the app's pages.
          alias: appRenderer,
          // One module graph for every file (the SDKs, the contracts, the helpers), where isolation imported
          // it again for each: 9.3 → 2.5 s of imports over ten files. No file mocks a module or leaves state
          // behind for the next; each empties the emulators itself (decision 0080).
          isolate: false,
          ...underEmulators,
        },
      },
      {
        test: {
          // The security rules, on a Firestore project of their own (demo-village-rules) that nothing else
          // touches: `npm test` runs them beside the functions' tests (scripts/lib/emulator-suites.mjs).
          name: "rules",
          include: ["test/rules/**/*.test.ts"],
          ...underEmulators,
        },
      },
      {
        test: {
          // The built functions folder as `firebase deploy` uploads it: no emulator, only the build.
          name: "deploy",
          include: ["test/deploy/**/*.test.ts"],
          testTimeout: 300_000,
        },
      },
      {
        test: {
          // `npm start` itself, killed and started again (needs the emulators' ports free).
          name: "start",
          include: ["test/start/**/*.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
