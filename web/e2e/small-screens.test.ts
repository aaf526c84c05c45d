// A small phone and a zoomed page with the cookie notice still unanswered: the first post's title on the first
// screen of a 320×568 phone, and focus entering the notice never moves the page, at any zoom (decision 0049).
import type { Page } from "@playwright/test";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.use({ cookiesAccepted: false });

test.beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(30, (index) => `A bench by the river path, number ${index}`));
});

const SMALL_PHONE = { width: 320, height: 568 };

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

test("on a 320×568 phone the first post's title shows on the first screen, above the unanswered notice", async ({
  page,
}) => {
  await page.setViewportSize(SMALL_PHONE);
  await visit(page, "/");
  const title = page.getByRole("link", { name: "A bench by the river path, number 0", exact: true });
  await expect(title).toBeVisible();
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await expect(notice).toBeVisible();

  const header = await boxOf(page, "header");
  const cover = await boxOf(page, '[aria-label="Cookie notice"]');
  const titleBox = await title.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  // The specification's 220 px banner, as on every other width (271 px before).
  expect(header.height).toBe(220);
  // The notice at the window's bottom, the whole title above it, nothing scrolled.
  expect(cover.bottom).toBe(SMALL_PHONE.height);
  expect(cover.height).toBeLessThan(SMALL_PHONE.height / 4);
  expect(titleBox.bottom).toBeLessThanOrEqual(cover.top);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
});

for (const [name, viewport] of [
  ["a 390 px phone", { width: 390, height: 844 }],
  ["a 320 px phone", SMALL_PHONE],
  ["200 % zoom", { width: 640, height: 400 }],
  ["400 % zoom", { width: 320, height: 200 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test(`on ${name} focus enters the notice and leaves it without the page moving`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, "/");
    await expect(page.getByRole("link", { name: "A bench by the river path, number 0", exact: true })).toBeVisible();
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();

    // The skip link, then the notice's link and its two buttons, then the banner's first link.
    const stops: { text: string; inNotice: boolean; scrollY: number }[] = [];
    for (let stop = 0; stop < 5; stop++) {
      await page.keyboard.press("Tab");
      stops.push(
        await page.evaluate(() => ({
          text: document.activeElement?.textContent ?? "",
          inNotice: document.querySelector('[aria-label="Cookie notice"]')?.contains(document.activeElement) ?? false,
          scrollY: Math.round(window.scrollY),
        })),
      );
    }
    expect(stops.map(({ text, inNotice }) => [text, inNotice])).toEqual([
      ["Skip to content", false],
      ["Privacy Policy", true],
      ["Dismiss", true],
      ["Accept", true],
      ["Village", false],
    ]);
    expect(stops.map(({ scrollY }) => scrollY)).toEqual([0, 0, 0, 0, 0]);
    // What has focus is in the window.
    const focused = await page.evaluate(() => document.activeElement?.getBoundingClientRect().toJSON() as DOMRect);
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.bottom).toBeLessThanOrEqual(viewport.height);
  });
}

test("at the end of the page the footer scrolls clear of the notice", async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE);
  await visit(page, "/");
  await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await boxOf(page, "footer");
  const cover = await boxOf(page, '[aria-label="Cookie notice"]');
  expect(footer.bottom).toBeLessThanOrEqual(cover.top + 1);
});
