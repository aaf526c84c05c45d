import { defineConfig } from "vitest/config";

// Three tiers, told apart by where the tests live:
// - unit: `*.test.ts(x)` beside the code, no emulators;
// - emulators: `functions/test` and `test/rules`, run under `firebase emulators:exec`;
// - e2e: `web/e2e`, real Chromium against the Hosting emulator.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/src/**/*.test.ts", "functions/src/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
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
          name: "e2e",
          include: ["web/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
