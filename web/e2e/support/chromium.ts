// Debian's Chromium driven by playwright-core, for what runs outside Playwright Test (the benchmark), and the
// console errors the `consoleErrors` fixture collects: never a downloaded browser.
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from "../../../scripts/lib/chromium.mjs";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: QUIET_CHROMIUM_FLAGS });
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
