// No blank first second: the HTML itself carries the banner and, on the home page, the list's skeleton, so
// something real paints before the JavaScript arrives.
import { afterEach, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";

const browser = browserForFile();

let context: BrowserContext;

afterEach(() => context.close());

it("the shell paints the banner, the heading and the list's skeleton before any script runs", async () => {
  const opened = await newPage(browser());
  ({ context } = opened);
  const { page } = opened;
  // No script ever arrives: what shows is the HTML and its CSS alone. A search's `/` is the static shell (so
  // is `/` when the server cannot have the home document in time; its rendered page: home-html.test.ts).
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${siteUrl}/?q=village`);
  expect(await page.getByRole("link", { name: "Village" }).isVisible()).toBe(true);
  expect(await page.getByText("Suggestions, ideas and stories from our village").isVisible()).toBe(true);
  expect(
    await page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 }).isVisible(),
  ).toBe(true);
  const banner = await page.locator("header").boundingBox();
  expect(banner?.height).toBe(220);
  expect(await page.locator(".skeleton-item").count()).toBe(6);
  expect(await page.locator(".skeleton-item").first().isVisible()).toBe(true);
});

it.each(["/anon", "/p/some-post", "/no-such-page"])(
  "%s shows the main links and the footer's before any script runs",
  async (path) => {
    const opened = await newPage(browser());
    ({ context } = opened);
    const { page } = opened;
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${siteUrl}${path}`);
    const main = page.getByRole("navigation", { name: "Main" });
    expect(await main.getByRole("link", { name: "Post Anonymously" }).getAttribute("href")).toBe("/anon");
    expect(await main.getByRole("link", { name: "Post Suggestion" }).isVisible()).toBe(true);
    const legal = page.getByRole("navigation", { name: "Legal" });
    expect(await legal.getByRole("link", { name: "Terms" }).getAttribute("href")).toBe("/terms");
    expect(await legal.getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
    // Below the fold, as the app's footer is: nothing moves when the app replaces it.
    const top = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(800);
    const banner = await page.locator("header").boundingBox();
    expect(banner?.height).toBe(220);
  },
);

it("keeps the banner but not the list's skeleton in other pages' HTML", async () => {
  const opened = await newPage(browser());
  ({ context } = opened);
  for (const path of ["/terms", "/anon", "/p/some-post", "/no-such-page"]) {
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    expect(html, path).toContain("Suggestions, ideas and stories from our village");
    expect(html, path).not.toContain("skeleton-item");
  }
});

it("replaces the first paint with the app once it runs", async () => {
  const opened = await newPage(browser());
  ({ context } = opened);
  const { page } = opened;
  await page.goto(`${siteUrl}/`);
  await page.locator("#main h1").waitFor();
  expect(await page.locator("header").count()).toBe(1);
  expect(await page.locator("h1").count()).toBe(1);
});
