// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { afterAll, beforeAll } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from "../../../scripts/lib/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: QUIET_CHROMIUM_FLAGS });
}

/** A new page in a fresh context (no cookies, no storage), collecting console errors for assertions. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

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
