// The browser tier (web/e2e) on Playwright Test, in Debian's Chromium: never a downloaded browser. It runs
// under `firebase emulators:exec` started by scripts/test.mjs (`npm test -- --only e2e`), against the
// Hosting emulator. At the root, beside vitest.config.ts, so that `npx playwright test` finds it where every
// script runs. Why these choices: docs/decisions/0055.
import { defineConfig } from "@playwright/test";
import { browserTierChromiumPath, QUIET_CHROMIUM_FLAGS } from "./scripts/lib/chromium.mjs";
import { cacheDir } from "./scripts/lib/project.mjs";
import { playwrightReport } from "./scripts/lib/run.mjs";
import { siteUrl } from "./test/support/emulators";

export default defineConfig({
  testDir: "web/e2e",
  testMatch: "*.test.ts",
  // One worker: every file empties the emulators' Auth and Firestore before its tests, so two files at once
  // would wipe each other's data (decision 0055 has the measurements).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // As the vitest project had it: a minute per test, its hooks included; 30 s for a wait (playwright-core's
  // default, which the tests were written against).
  timeout: 60_000,
  expect: { timeout: 30_000 },
  outputDir: `${cacheDir}/playwright/results`,
  reporter: [["list"], ["json", { outputFile: playwrightReport }]],
  use: {
    baseURL: siteUrl,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace (`npx playwright show-trace <outputDir>/…/trace.zip`); a passing one none.
    // DOM snapshots and network, no screencast: recording frames for every test cost the tier about 12% of
    // its CPU, most of it in Chromium's GPU process (decision 0077).
    trace: { mode: "retain-on-failure", screenshots: false },
    browserName: "chromium",
    launchOptions: { executablePath: browserTierChromiumPath(), args: QUIET_CHROMIUM_FLAGS },
  },
});
