// Playwright Test for the browser tier: import `test` and `expect` from here, not from @playwright/test.
// Built-in `page` and `context` come with playwright.config.ts's settings (Debian's Chromium, 1280×800, the
// Hosting emulator as baseURL) and are closed after every test, failed or not; the fixtures below add what
// most files need. Plain steps (visit, logIn, seedPosts, holdRequests…) stay plain functions in site.ts,
// posts.ts and hold.ts, taking the page.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { collectConsoleErrors } from "./chromium";

export { expect } from "@playwright/test";

/** One more person's browser, beside the test's own `page`. */
export interface Visitor {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
}

interface Fixtures {
  /**
   * Whether the cookie notice was already accepted in this browser: true unless a file or describe block is
   * about it (`test.use({ cookiesAccepted: false })`).
   */
  cookiesAccepted: boolean;
  /** Whether someone in this browser already ticked "I am 13 or older" on /anon (true unless a test is about it). */
  ageRemembered: boolean;
  /** The console errors and uncaught exceptions of `page`, gathered from its creation. */
  consoleErrors: string[];
  /**
   * Opens another browser context (another person, or the same person on another device) with this test's
   * settings (viewport, storage choices; `options` override them), closed after the test like `context`.
   */
  newVisitor: (options?: BrowserContextOptions) => Promise<Visitor>;
}

/** localStorage as a returning visitor's browser has it, before the page's own scripts run. */
async function rememberChoices(context: BrowserContext, cookiesAccepted: boolean, ageRemembered: boolean) {
  if (cookiesAccepted) await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "yes"));
  if (ageRemembered) await context.addInitScript(() => localStorage.setItem("villageAgeConfirmed", "yes"));
}

export const test = base.extend<Fixtures>({
  cookiesAccepted: [true, { option: true }],
  ageRemembered: [true, { option: true }],
  context: async ({ context, cookiesAccepted, ageRemembered }, use) => {
    await rememberChoices(context, cookiesAccepted, ageRemembered);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page));
  },
  newVisitor: async ({ browser, viewport, baseURL, cookiesAccepted, ageRemembered }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ viewport, baseURL, ...options });
      contexts.push(context);
      await rememberChoices(context, cookiesAccepted, ageRemembered);
      const page = await context.newPage();
      return { page, context, consoleErrors: collectConsoleErrors(page) };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
