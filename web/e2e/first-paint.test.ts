// No blank first second: the HTML itself carries the banner and, on the home page, the list's skeleton, so
// something real paints before the JavaScript arrives.
import { siteUrl } from "../../test/support/emulators";
import { serveTheShell } from "./support/hold";
import { expect, test } from "./support/test";

// A first visit: nothing remembered in this browser (no cookie choice, no age), as a fresh context has it.
test.use({ cookiesAccepted: false, ageRemembered: false });

test("the shell paints the banner, the heading and the list's skeleton before any script runs", async ({ page }) => {
  // No script ever arrives: what shows is the HTML and its CSS alone, here `/`'s static shell, which the
  // server sends when it cannot have the home document (or a search's results) in time; its rendered pages:
  // home-html.test.ts.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await serveTheShell(page);
  await page.goto("/?q=village");
  await expect(page.getByRole("link", { name: "Village" })).toBeVisible();
  await expect(page.getByText("Suggestions, ideas and stories from our village")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 })).toBeVisible();
  const banner = await page.locator("header").boundingBox();
  expect(banner?.height).toBe(220);
  await expect(page.locator(".skeleton-item")).toHaveCount(6);
  await expect(page.locator(".skeleton-item").first()).toBeVisible();
});

for (const path of ["/anon", "/p/some-post", "/no-such-page"]) {
  test(`${path} shows the main links and the footer's before any script runs`, async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(path);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Post Anonymously" })).toHaveAttribute("href", "/anon");
    await expect(main.getByRole("link", { name: "Post Suggestion" })).toBeVisible();
    const legal = page.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    await expect(legal.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    // Below the fold, as the app's footer is: nothing moves when the app replaces it.
    const top = await page.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(800);
    const banner = await page.locator("header").boundingBox();
    expect(banner?.height).toBe(220);
  });
}

test("keeps the banner but not the list's skeleton in other pages' HTML", async () => {
  for (const path of ["/terms", "/anon", "/p/some-post", "/no-such-page"]) {
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    expect(html, path).toContain("Suggestions, ideas and stories from our village");
    // The skeleton's markup; its rules are in the inline stylesheet every page shares.
    expect(html, path).not.toContain('class="skeleton-item"');
  }
});

test("replaces the first paint with the app once it runs", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#main h1")).toBeVisible();
  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);
});
