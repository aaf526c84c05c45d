// No blank first second: the HTML itself carries the banner and, on the home page, the list's skeleton, so
// something real paints before the JavaScript arrives.
import { afterEach, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";

const browser = browserForFile();

let context: BrowserContext;

afterEach(() => context.close());

it("paints the banner, the heading and the list's skeleton before any script runs", async () => {
  const opened = await newPage(browser());
  ({ context } = opened);
  const { page } = opened;
  // No script ever arrives: what shows is the HTML and its CSS alone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`${siteUrl}/`);
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
