// A first visit to the home page contacts only the site (its first page comes in the HTML itself): no Google host, nor Firestore's, nor any other, until someone presses "Continue with
// Google". On a phone's user agent the Auth SDK's popup resolver would preload Google's
// iframe library on every visit, so both kinds of browser context are checked.
import { devices, type BrowserContext, type BrowserContextOptions, type Request } from "@playwright/test";
import { HOME_ENDPOINT } from "@village/shared";
import { emulatorHosts } from "../../test/support/emulators";
import { hourlyPosts, seedPosts } from "./support/posts";
import { appRunning, resetEmulators } from "./support/site";
import { expect, test } from "./support/test";

// A first visit: nothing remembered in this browser (no cookie choice, no age), as a fresh context has it.
test.use({ cookiesAccepted: false, ageRemembered: false });

test.beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(3, (index) => `First visit ${index}`));
});

test.afterAll(() => resetEmulators());

// Chromium's own user agent on a desktop; a Pixel's user agent, touch and screen on a phone.
const { defaultBrowserType: _browserType, ...phone } = devices["Pixel 7"];
const CONTEXTS: { name: string; options: BrowserContextOptions }[] = [
  { name: "desktop", options: { viewport: { width: 1280, height: 800 } } },
  { name: "phone user agent", options: phone },
];

// The SDK preloaded Google's library about 0.7 s into a visit; watch well past that once the list is shown.
const SETTLE_MS = 3000;

/**
 * Watches `context` for SETTLE_MS and fails at the first request `unwanted` matches: a window in which
 * something must NOT happen, so it ends by timing out (not a sleep before a check).
 */
async function noRequestFor(context: BrowserContext, unwanted: (request: Request) => boolean): Promise<void> {
  const seen = context.waitForEvent("request", { predicate: unwanted, timeout: SETTLE_MS });
  await expect(seen, "no such request while watching").rejects.toThrow(/Timeout \d+ms exceeded/);
}

const hostOf = (request: Request) => new URL(request.url()).host;

for (const { name, options } of CONTEXTS) {
  test(`on ${name}, the home page contacts only the site`, async ({ newVisitor }) => {
    const { page, context } = await newVisitor(options);
    const hosts = new Set<string>();
    const homeAnswers: number[] = [];
    context.on("request", (request) => hosts.add(hostOf(request)));
    context.on("response", (response) => {
      if (new URL(response.url()).pathname === HOME_ENDPOINT) homeAnswers.push(response.status());
    });

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "First visit 0" })).toBeVisible();
    await noRequestFor(context, (request) => hostOf(request) !== emulatorHosts.hosting);
    expect([...hosts]).toEqual([emulatorHosts.hosting]);
    // No request for the list: its first page came in the HTML (docs/decisions/0042).
    expect(homeAnswers).toEqual([]);
    // The HTML still has the browser open the Firestore connection (search, Load more, the fallback read).
    await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute("href", `http://${emulatorHosts.firestore}`);

    // Opening the sign-in page is still not starting a sign-in.
    await appRunning(page);
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await noRequestFor(context, (request) => hostOf(request).includes("google"));
    expect([...hosts].filter((host) => host.includes("google"))).toEqual([]);

    // Pressing it is: only then does Google's library get asked for.
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect.poll(() => hosts.has("apis.google.com"), { timeout: 10_000 }).toBe(true);
  });
}
