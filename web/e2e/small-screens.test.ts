// A small phone and a zoomed page with the cookie notice still unanswered: the first post's title on the first
// screen of a 320×568 phone, and focus entering the notice never moves the page, at any zoom (decision 0049).
import { beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, resetEmulators } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(30, (index) => `A bench by the river path, number ${index}`));
});

const SMALL_PHONE = { width: 320, height: 568 };

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

it("on a 320×568 phone the first post's title shows on the first screen, above the unanswered notice", async () => {
  const { page, context } = await openPage(browser(), "/", { viewport: SMALL_PHONE, cookiesAccepted: false });
  const title = page.getByRole("link", { name: "A bench by the river path, number 0", exact: true });
  await title.waitFor();
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await notice.waitFor();

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
  await context.close();
});

it.each([
  ["a 390 px phone", { width: 390, height: 844 }],
  ["a 320 px phone", SMALL_PHONE],
  ["200 % zoom", { width: 640, height: 400 }],
  ["400 % zoom", { width: 320, height: 200 }],
  ["a desktop", { width: 1280, height: 800 }],
])("on %s focus enters the notice and leaves it without the page moving", async (_name, viewport) => {
  const { page, context } = await openPage(browser(), "/", { viewport, cookiesAccepted: false });
  await page.getByRole("link", { name: "A bench by the river path, number 0", exact: true }).waitFor();
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await notice.waitFor();

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
  await context.close();
});

it("at the end of the page the footer scrolls clear of the notice", async () => {
  const { page, context } = await openPage(browser(), "/", { viewport: SMALL_PHONE, cookiesAccepted: false });
  await page.getByRole("region", { name: "Cookie notice" }).waitFor();
  await page.getByRole("contentinfo").waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await boxOf(page, "footer");
  const cover = await boxOf(page, '[aria-label="Cookie notice"]');
  expect(footer.bottom).toBeLessThanOrEqual(cover.top + 1);
  await context.close();
});
