// The browser tier (web/e2e) on Playwright Test, in Debian's Chromium: never a downloaded browser. It runs
// under `firebase emulators:exec` started by scripts/test.mjs (`npm test -- --only e2e`), against the
// Hosting emulator. At the root, beside vitest.config.ts, so that `npx playwright test` finds it where every
// script runs. Why these choices: docs/decisions/0055.
import { defineConfig } from "@playwright/test";
import { browserTierChromiumPath, QUIET_CHROMIUM_FLAGS } from "./scripts/lib/chromium.mjs";
import { laneChromiumFlags } from "./scripts/lib/lanes.mjs";
import { cacheDir, laneName } from "./scripts/lib/project.mjs";
import { playwrightReport } from "./scripts/lib/run.mjs";
import { siteUrl } from "./test/support/emulators";

export default defineConfig({
  testDir: "web/e2e",
  testMatch: "*.test.ts",
  // The files another lane runs at the same time (scripts/lib/lanes.mjs), when `npm test` runs them all.
  testIgnore: (process.env.VILLAGE_E2E_ELSEWHERE ?? "")
    .split(",")
    .filter(Boolean)
    .map((file) => `**/${file}`),
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
  // A lane's own: Playwright empties it as it starts, and two lanes may run browser files at once.
  outputDir: `${cacheDir}/playwright/results${laneName ? `-${laneName}` : ""}`,
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
    // In the second lane, the flag that sends firebase.json's emulator addresses to that lane's.
    launchOptions: {
      executablePath: browserTierChromiumPath(),
      args: [...QUIET_CHROMIUM_FLAGS, ...laneChromiumFlags()],
    },
  },
});
