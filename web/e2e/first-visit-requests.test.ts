// A first visit to the home page contacts only the site (its first page comes in the HTML itself): no Google host, nor Firestore's, nor any other, until someone presses "Continue with
// Google". On a phone's user agent the Auth SDK's popup resolver would preload Google's
// iframe library on every visit, so both kinds of browser context are checked.
import { afterAll, beforeAll, expect, it } from "vitest";
import { devices, type BrowserContextOptions } from "playwright-core";
import { HOME_ENDPOINT } from "@village/shared";
import { emulatorHosts, siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { appRunning, resetEmulators } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(3, (index) => `First visit ${index}`));
});

afterAll(() => resetEmulators());

// Chromium's own user agent on a desktop; a Pixel's user agent, touch and screen on a phone.
const { defaultBrowserType: _browserType, ...phone } = devices["Pixel 7"];
const CONTEXTS: { name: string; options: BrowserContextOptions }[] = [
  { name: "desktop", options: { viewport: { width: 1280, height: 800 } } },
  { name: "phone user agent", options: phone },
];

// The SDK preloaded Google's library about 0.7 s into a visit; wait well past that once the list is shown.
const SETTLE_MS = 3000;

it.each(CONTEXTS)("on $name, the home page contacts only the site", async ({ options }) => {
  const context = await browser().newContext(options);
  const hosts = new Set<string>();
  const homeAnswers: number[] = [];
  context.on("request", (request) => hosts.add(new URL(request.url()).host));
  context.on("response", (response) => {
    if (new URL(response.url()).pathname === HOME_ENDPOINT) homeAnswers.push(response.status());
  });
  const page = await context.newPage();

  await page.goto(`${siteUrl}/`);
  await page.getByRole("heading", { name: "First visit 0" }).waitFor();
  await page.waitForTimeout(SETTLE_MS);
  expect([...hosts]).toEqual([emulatorHosts.hosting]);
  // No request for the list: its first page came in the HTML (docs/decisions/0042).
  expect(homeAnswers).toEqual([]);
  // The HTML still has the browser open the Firestore connection (search, Load more, the fallback read).
  expect(await page.locator('link[rel="preconnect"]').getAttribute("href")).toBe(`http://${emulatorHosts.firestore}`);

  // Opening the sign-in page is still not starting a sign-in.
  await appRunning(page);
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Continue with Google" }).waitFor();
  await page.waitForTimeout(SETTLE_MS);
  expect([...hosts].filter((host) => host.includes("google"))).toEqual([]);

  // Pressing it is: only then does Google's library get asked for.
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect.poll(() => hosts.has("apis.google.com"), { timeout: 10_000 }).toBe(true);
  await context.close();
});
