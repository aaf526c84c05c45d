// The ⋯ menus of the posts (issue 24, item 6): one open at a time, closed by a press outside, by Tab away and
// by Escape (focus back on its button), and "Link copied" shown on the menu item that was pressed.
import type { Locator, Page } from "@playwright/test";
import { siteUrl } from "../../test/support/emulators";
import { postPath } from "../src/lib/paths";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async ({ page }) => {
  await resetEmulators();
  await seedPosts(hourlyPosts(3, (index) => `Menu post ${index}`));
  await visit(page, "/");
  await expect(page.getByRole("heading", { name: "Menu post 2" })).toBeVisible();
});

const toggle = (page: Page, index: number) =>
  page.getByRole("button", { name: `Actions for post: Menu post ${index}` });
/** Whether the menu of post `index` is open, as its button says. */
const expectExpanded = (page: Page, index: number, open: boolean) =>
  expect(toggle(page, index)).toHaveAttribute("aria-expanded", String(open));
/** The menu lists shown (not hidden) on the page. */
const openMenus = (page: Page) => page.locator("ul[id]:not([hidden])").filter({ hasText: "Report" });

/** Where `target` is in the window. */
async function boxOf(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("not shown");
  return box;
}

/** A press at the top-left corner of `target` by the mouse alone, as a tap lands. */
async function tapCorner(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to tap");
  await page.mouse.click(box.x + 5, box.y + 5);
}

test("keeps one menu open at a time", async ({ page }) => {
  await toggle(page, 0).click();
  await expectExpanded(page, 0, true);
  await toggle(page, 1).click();
  await expectExpanded(page, 1, true);
  await expectExpanded(page, 0, false);
  await expect(openMenus(page)).toHaveCount(1);

  // By keyboard too: Enter on another menu's button closes the open one.
  await toggle(page, 2).focus();
  await page.keyboard.press("Enter");
  await expectExpanded(page, 2, true);
  await expectExpanded(page, 1, false);
  await expect(openMenus(page)).toHaveCount(1);
});

test("closes on a press outside it, and not on a press inside it", async ({ page }) => {
  await toggle(page, 0).click();
  await page.getByRole("button", { name: "Report", exact: true }).hover();
  await expectExpanded(page, 0, true);
  await page.getByRole("heading", { level: 1 }).click();
  await expectExpanded(page, 0, false);
  await expect(openMenus(page)).toHaveCount(0);

  // A tap, as on a phone.
  await toggle(page, 1).click();
  await expectExpanded(page, 1, true);
  await tapCorner(page, page.getByRole("heading", { level: 1 }));
  await expectExpanded(page, 1, false);
});

test("closes on Escape with focus back on its button, and when Tab leaves it", async ({ page }) => {
  await toggle(page, 0).click();
  await page.getByRole("button", { name: "Report", exact: true }).focus();
  await page.keyboard.press("Escape");
  await expectExpanded(page, 0, false);
  await expect(toggle(page, 0)).toBeFocused();

  await page.keyboard.press("Enter");
  await expectExpanded(page, 0, true);
  // Copy link, Report, then out of the menu.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Copy link" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Report", exact: true })).toBeFocused();
  await expectExpanded(page, 0, true);
  await page.keyboard.press("Tab");
  await expectExpanded(page, 0, false);
});

test('shows "Link copied" on the item pressed, and copies the post\'s address', async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  await toggle(page, 1).click();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "✓ Link copied" })).toBeVisible();
  await expectExpanded(page, 1, true);
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${postPath("post-001")}`);

  // Opened again, the item reads Copy link again.
  await page.keyboard.press("Escape");
  await toggle(page, 1).click();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
});

test.describe("with the cookie notice still shown", () => {
  test.use({ cookiesAccepted: false });

  test("on a 320 × 568 phone the notice takes at most 15 % of the screen and never covers an open menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    expect((await notice.boundingBox())?.height).toBeLessThanOrEqual(568 * 0.15);

    // A post's ⋯ just above the notice: its menu opens downward, over the notice.
    const noticeTop = (await notice.boundingBox())?.y ?? 0;
    const button = toggle(page, 0);
    const buttonBottom = await button.evaluate((element) => element.getBoundingClientRect().bottom);
    await page.evaluate((by) => window.scrollBy(0, by), buttonBottom - noticeTop + 4);
    await button.click();
    const item = openMenus(page).getByRole("button").last();
    const box = await boxOf(item);
    expect(box.y + box.height).toBeGreaterThan(noticeTop); // it does reach over the notice
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("ul")?.id ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(onTop).toBe(await openMenus(page).getAttribute("id"));
  });
});
