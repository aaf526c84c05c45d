// The page at any zoom (WCAG 1.4.10): at 200 % and 400 % a post shows on the first screen of /, the banner is
// 220 px at normal zoom and grows rather than overflows, and the cookie notice never hides what has focus
// (WCAG 2.4.11) and comes early in the tab order.
import { beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { DESKTOP, openPage, PHONE, resetEmulators } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(12, (index) => `Post ${index}`));
});

// A 1280×800 window at 200 % and at 400 % zoom: the CSS pixels the page is laid out in.
const ZOOMED = [
  ["200 %", { width: 640, height: 400 }],
  ["400 %", { width: 320, height: 200 }],
] as const;

it.each(ZOOMED)(
  "at %s zoom the first screen of / shows a post, and Menu unfolds the navigation",
  async (_zoom, viewport) => {
    const { page, context } = await openPage(browser(), "/", { viewport });
    const title = page.getByRole("link", { name: "Post 0", exact: true });
    await title.waitFor();
    const box = await title.boundingBox();
    expect(box && box.y + box.height <= viewport.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Nothing lost: the links, the search box and the mission are behind Menu.
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    for (const name of ["Post Suggestion", "Post Anonymously"]) {
      expect(await page.getByRole("navigation").getByRole("link", { name }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("searchbox").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Our Mission" }).isVisible()).toBe(true);
    await context.close();
  },
);

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

it.each([
  ["a desktop", DESKTOP],
  ["a phone", PHONE],
])("on %s at normal zoom the banner is 220 px, holds its content, and shows the tagline", async (_name, viewport) => {
  const { page, context } = await openPage(browser(), "/", { viewport });
  expect(await banner(page)).toEqual({ height: 220, overflows: false });
  expect(await page.getByText("Suggestions, ideas and stories from our village").isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
  await context.close();
});

it("grows the banner with larger text instead of letting it overflow", async () => {
  const { page, context } = await openPage(browser(), "/", { viewport: DESKTOP });
  // Larger text, as a reader's browser setting gives (the CSP allows no style tag; the CSSOM is fine).
  await page.evaluate(() => (document.documentElement.style.fontSize = "150%"));
  const { height, overflows } = await banner(page);
  expect(height).toBeGreaterThan(220);
  expect(overflows).toBe(false);
  await context.close();
});

it.each([
  ["a desktop", DESKTOP],
  ["a phone", PHONE],
])("on %s the cookie notice comes early in the tab order and hides no focused element", async (_name, viewport) => {
  const { page, context } = await openPage(browser(), "/", { viewport, cookiesAccepted: false });
  await page.getByRole("link", { name: "Post 11", exact: true }).waitFor();
  const notice = page.getByRole("region", { name: "Cookie notice" });

  await page.keyboard.press("Tab"); // the skip link
  await page.keyboard.press("Tab");
  expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Every stop after it, to the end of the page: none under the notice.
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
  expect(hidden).toEqual([]);
  await context.close();
});
