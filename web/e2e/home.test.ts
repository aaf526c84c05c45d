import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { launchBrowser, newPage } from "./support/browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser.close());

it("loads the home page", async () => {
  const { page, context } = await newPage(browser);
  await page.goto(siteUrl);
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).isVisible()).resolves.toBe(
    true,
  );
  await context.close();
});
