// The ⋯ menus of the posts (issue 24, item 6): one open at a time, closed by a press outside, by Tab away and
// by Escape (focus back on its button), and "Link copied" shown on the menu item that was pressed.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { postPath } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, resetEmulators } from "./support/site";

const browser = browserForFile();

let page: Page;
let context: BrowserContext;

beforeEach(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(3, (index) => `Menu post ${index}`));
  ({ page, context } = await openPage(browser(), "/"));
  await page.getByRole("heading", { name: "Menu post 2" }).waitFor();
});

afterEach(() => context.close());

const toggle = (index: number) => page.getByRole("button", { name: `Actions for post: Menu post ${index}` });
const expanded = async (index: number) => (await toggle(index).getAttribute("aria-expanded")) === "true";
/** How many menu lists are shown (not hidden) on the page. */
const openMenus = () => page.locator("ul[id]:not([hidden])").filter({ hasText: "Report" }).count();
const focusedText = () =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent);

it("keeps one menu open at a time", async () => {
  await toggle(0).click();
  expect(await expanded(0)).toBe(true);
  await toggle(1).click();
  expect(await expanded(1)).toBe(true);
  expect(await expanded(0)).toBe(false);
  expect(await openMenus()).toBe(1);

  // By keyboard too: Enter on another menu's button closes the open one.
  await toggle(2).focus();
  await page.keyboard.press("Enter");
  expect(await expanded(2)).toBe(true);
  expect(await expanded(1)).toBe(false);
  expect(await openMenus()).toBe(1);
});

it("closes on a press outside it, and not on a press inside it", async () => {
  await toggle(0).click();
  await page.getByRole("button", { name: "Report", exact: true }).hover();
  expect(await expanded(0)).toBe(true);
  await page.getByRole("heading", { level: 1 }).click();
  expect(await expanded(0)).toBe(false);
  expect(await openMenus()).toBe(0);

  // A tap, as on a phone.
  await toggle(1).click();
  const box = await page.getByRole("heading", { level: 1 }).boundingBox();
  if (!box) throw new Error("no heading");
  await page.mouse.click(box.x + 5, box.y + 5);
  expect(await expanded(1)).toBe(false);
});

it("closes on Escape with focus back on its button, and when Tab leaves it", async () => {
  await toggle(0).click();
  await page.getByRole("button", { name: "Report", exact: true }).focus();
  await page.keyboard.press("Escape");
  expect(await expanded(0)).toBe(false);
  expect(await focusedText()).toBe("Actions for post: Menu post 0");

  await page.keyboard.press("Enter");
  expect(await expanded(0)).toBe(true);
  // Copy link, Report, then out of the menu.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await expanded(0)).toBe(true);
  await page.keyboard.press("Tab");
  await expect.poll(() => expanded(0)).toBe(false);
});

it('shows "Link copied" on the item pressed, and copies the post\'s address', async () => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  await toggle(1).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  const copied = page.getByRole("button", { name: "✓ Link copied" });
  await copied.waitFor();
  expect(await expanded(1)).toBe(true);
  expect(await page.getByRole("status").filter({ hasText: "Link copied." }).count()).toBe(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${postPath("post-001")}`);

  // Opened again, the item reads Copy link again.
  await page.keyboard.press("Escape");
  await toggle(1).click();
  await page.getByRole("button", { name: "Copy link" }).waitFor();
});
