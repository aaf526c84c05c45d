// Debian's Chromium driven by playwright-core: never a downloaded browser. Free of vitest, so that
// site.ts, which both runners load while web/e2e moves to Playwright Test, can use it.
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from "../../../scripts/lib/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: QUIET_CHROMIUM_FLAGS });
}

/** A new page in a fresh context (no cookies, no storage), collecting console errors for assertions. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page: Page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page);
  return { page, context, consoleErrors };
}

/** The console errors and uncaught exceptions of `page`, gathered as they happen. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
