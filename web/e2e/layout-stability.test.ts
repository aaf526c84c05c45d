// Nothing moves once shown: while the list loads, grey items hold its place (and the footer starts below the
// fold), so the list's arrival shifts nothing. Layout shifts are summed as Lighthouse's CLS counts them.
import type { Page } from "@playwright/test";
import { holdRequests, homeListRequests, serveTheShell } from "./support/hold";
import { layoutShift, recordLayoutShifts } from "./support/layout-shift";
import { hourlyPosts, seedPosts } from "./support/posts";
import { DESKTOP, PHONE, resetEmulators, ROUTES } from "./support/site";
import { expect, test } from "./support/test";

// A full page of long posts: the heaviest first view.
test.beforeAll(async () => {
  await resetEmulators();
  const long = "A long post about the village green, the market and the choir, told at length. ".repeat(12);
  const posts = hourlyPosts(30, (index) => `Long post ${index} ${"with a title that wraps ".repeat(3)}`);
  for (const post of posts) post.data["suggestion details"] = long;
  await seedPosts(posts);
});

test.afterAll(() => resetEmulators());

const VIEWPORTS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
];

/** Until the session is known (signed out: the Sign in link), the last thing that may still move a page. */
const sessionSettled = (page: Page) => expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

for (const { name, viewport } of VIEWPORTS) {
  test(`the home page shifts nothing as its list arrives (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page.context());
    // `/` as the static shell (the server's page has its list already: web/e2e/home-html.test.ts), with the
    // list held back, to see what stands in for it.
    await serveTheShell(page);
    const release = await holdRequests(page, homeListRequests);
    await page.goto("/");
    await expect(page.getByText("Loading posts…")).toBeAttached();
    await expect(page.locator("main ul[aria-hidden=true] > li")).toHaveCount(6);
    const footerTop = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(viewport.height);

    release();
    await expect(page.getByText("30 result(s)")).toBeVisible();
    await expect(page.locator("main ul[aria-hidden=true]")).toHaveCount(0);
    await sessionSettled(page);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}

// Each page's own heading, to know when it has arrived.
const HEADINGS = new Map(ROUTES.map((route) => [route.path, route.heading]));

for (const path of ["/anon", "/auth", "/terms", "/no-such-page"]) {
  test(`${path} shifts nothing as its page arrives`, async ({ newVisitor }) => {
    for (const { viewport } of VIEWPORTS) {
      const { page, context } = await newVisitor({ viewport });
      await recordLayoutShifts(context);
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("#main h1")).toHaveText(HEADINGS.get(path) ?? "");
      await sessionSettled(page);
      expect(await layoutShift(page)).toBeLessThan(0.02);
    }
  });
}
