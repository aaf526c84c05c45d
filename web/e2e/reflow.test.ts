// The page at any zoom (WCAG 1.4.10): at 200 % and 400 % a post shows on the first screen of /, the banner is
// 220 px at normal zoom and grows rather than overflows, and the cookie notice never hides what has focus
// (WCAG 2.4.11) and comes early in the tab order.
import type { Page } from "@playwright/test";
import { hourlyPosts, seedPosts } from "./support/posts";
import { DESKTOP, PHONE, resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(12, (index) => `Post ${index}`));
});

// A 1280×800 window at 200 % and at 400 % zoom: the CSS pixels the page is laid out in.
const ZOOMED = [
  ["200 %", { width: 640, height: 400 }],
  ["400 %", { width: 320, height: 200 }],
] as const;

for (const [zoom, viewport] of ZOOMED) {
  test(`at ${zoom} zoom the first screen of / shows a post, and Menu unfolds the navigation`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, "/");
    const title = page.getByRole("link", { name: "Post 0", exact: true });
    await expect(title).toBeVisible();
    const box = await title.boundingBox();
    expect(box && box.y + box.height <= viewport.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Nothing lost: the links, the search box and the mission are behind Menu.
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Post Suggestion", "Post Anonymously"]) {
      await expect(page.getByRole("navigation").getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("searchbox")).toBeVisible();
    await expect(page.getByRole("button", { name: "Our Mission" })).toBeVisible();
  });
}

/** The banner's height, and whether anything in it reaches past its edges. */
const banner = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("header");
    const box = header?.getBoundingClientRect();
    const overflows = [...(header?.querySelectorAll("a, button, input, p") ?? [])]
      .map((element) => element.getBoundingClientRect())
      .some((inner) => !box || inner.bottom > box.bottom || inner.right > box.right);
    return { height: box?.height, overflows };
  });

const SIZES = [
  ["a desktop", DESKTOP],
  ["a phone", PHONE],
] as const;

for (const [name, viewport] of SIZES) {
  test(`on ${name} at normal zoom the banner is 220 px, holds its content, and shows the tagline`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, "/");
    expect(await banner(page)).toEqual({ height: 220, overflows: false });
    await expect(page.getByText("Suggestions, ideas and stories from our village")).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
}

test("grows the banner with larger text instead of letting it overflow", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await visit(page, "/");
  // Larger text, as a reader's browser setting gives (the CSP allows no style tag; the CSSOM is fine).
  await page.evaluate(() => (document.documentElement.style.fontSize = "150%"));
  const { height, overflows } = await banner(page);
  expect(height).toBeGreaterThan(220);
  expect(overflows).toBe(false);
});

/**
 * Tabs through up to 60 stops after the cookie notice, to the end of the page, and answers each focused
 * element that the notice covers ("TAG text").
 */
async function stopsUnderNotice(page: Page): Promise<string[]> {
  const hidden: string[] = [];
  for (let stop = 0; stop < 60; stop++) {
    await page.keyboard.press("Tab");
    const covered = await page.evaluate(() => {
      const active = document.activeElement;
      const notice = document.querySelector('[aria-label="Cookie notice"]');
      if (!active || !notice || notice.contains(active) || active === document.body) return null;
      const box = active.getBoundingClientRect();
      const cover = notice.getBoundingClientRect();
      return box.bottom > cover.top && box.top < cover.bottom ? `${active.tagName} ${active.textContent}` : null;
    });
    if (covered) hidden.push(covered);
  }
  return hidden;
}

test.describe("with the cookie notice not yet answered", () => {
  test.use({ cookiesAccepted: false });

  for (const [name, viewport] of SIZES) {
    test(`on ${name} the cookie notice comes early in the tab order and hides no focused element`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page, "/");
      await expect(page.getByRole("link", { name: "Post 11", exact: true })).toBeVisible();
      const notice = page.getByRole("region", { name: "Cookie notice" });

      await page.keyboard.press("Tab"); // the skip link
      await page.keyboard.press("Tab");
      expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      // Every stop after it, to the end of the page: none under the notice.
      expect(await stopsUnderNotice(page)).toEqual([]);
    });
  }
});
