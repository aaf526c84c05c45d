// Nothing moves once shown: while the list loads, grey items hold its place (and the footer starts below the
// fold), so the list's arrival shifts nothing. Layout shifts are summed as Lighthouse's CLS counts them.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { DESKTOP, PHONE, resetEmulators } from "./support/site";
import { holdRequests, homeListRequests, serveTheShell } from "./support/hold";

const browser = browserForFile();

// A full page of long posts: the heaviest first view.
beforeAll(async () => {
  await resetEmulators();
  const long = "A long post about the village green, the market and the choir, told at length. ".repeat(12);
  const posts = hourlyPosts(30, (index) => `Long post ${index} ${"with a title that wraps ".repeat(3)}`);
  for (const post of posts) post.data["suggestion details"] = long;
  await seedPosts(posts);
});

afterAll(() => resetEmulators());

/** A page that sums every layout shift from its first paint (as CLS does, leaving out those after input). */
async function measuredPage(viewport: { width: number; height: number }) {
  const opened = await newPage(browser(), viewport);
  await opened.context.addInitScript(() => {
    localStorage.setItem("cookiesAccepted", "yes");
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return opened;
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

const VIEWPORTS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
];

it.each(VIEWPORTS)("the home page shifts nothing as its list arrives ($name)", async ({ viewport }) => {
  const { page, context } = await measuredPage(viewport);
  // `/` as the static shell (the server's page has its list already: web/e2e/home-html.test.ts), with the
  // list held back, to see what stands in for it.
  await serveTheShell(page);
  const release = await holdRequests(page, homeListRequests);
  await page.goto(`${siteUrl}/`);
  await page.getByText("Loading posts…").waitFor({ state: "attached" });
  expect(await page.locator("main ul[aria-hidden=true] > li").count()).toBe(6);
  const footerTop = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(viewport.height);

  release();
  await page.getByText("30 result(s)").waitFor();
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThan(0.02);
  expect(await page.locator("main ul[aria-hidden=true]").count()).toBe(0);
  await context.close();
});

it.each(["/anon", "/auth", "/terms", "/no-such-page"])("%s shifts nothing as its page arrives", async (path) => {
  for (const { viewport } of VIEWPORTS) {
    const { page, context } = await measuredPage(viewport);
    await page.goto(`${siteUrl}${path}`);
    await page.locator("main h1").waitFor();
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    await context.close();
  }
});
