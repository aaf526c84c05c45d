import { defineConfig } from "vitest/config";

// The tiers, told apart by where the tests live:
// - unit: `*.test.ts(x)` beside the code, no emulators;
// - emulators: `functions/test` and `test/rules`, run under `firebase emulators:exec`;
// - e2e: `web/e2e`, real Chromium against the Hosting emulator, is Playwright Test's (playwright.config.ts);
// - start: `test/start`, `npm start` itself, run by `npm test` on its own, outside the emulators.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // functions/build.mjs bundles the app's server renderer under this name; here it is its source.
          alias: { "#home-renderer": new URL("./web/src/server/render.tsx", import.meta.url).pathname },
          include: [
            "shared/src/**/*.test.ts",
            "functions/src/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
            "web/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          // The tier runs beside the emulator step (decision 0073), on a busy machine: a few CPU-heavy tests
          // (property tests, fake-clock hours) need more than vitest's 5 s there. A limit, not a measurement.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "emulators",
          include: ["functions/test/**/*.test.ts", "test/rules/**/*.test.ts", "test/deploy/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
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
