// Debian's Chromium driven by playwright-core, for the browser test files still on vitest
// (web/e2e/CONVERTING.md); files on Playwright Test get their browser from playwright.config.ts.
import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./chromium";

export { launchBrowser, newPage } from "./chromium";

/** One browser for the calling test file: launched before its tests, closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error("The browser is not launched yet: use it inside a test or hook.");
    return browser;
  };
}
