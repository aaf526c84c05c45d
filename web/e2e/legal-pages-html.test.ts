// The legal pages are static HTML rendered at build time (web/prerender.mjs, docs/decisions/0042): readable
// with JavaScript off, with the site's navigation, and taken over by the app as they are.
import { DESKTOP, PHONE } from "./support/site";
import { takeOver } from "./support/take-over";
import { expect, test } from "./support/test";

const PAGES = [
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/dmca", heading: "DMCA Policy" },
  { path: "/guidelines", heading: "Community Guidelines" },
  { path: "/disclaimer", heading: "Disclaimer" },
  { path: "/contact", heading: "Contact" },
  { path: "/coppa", heading: "COPPA Notice" },
];

test.describe("with JavaScript off", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false, cookiesAccepted: false, ageRemembered: false });

  for (const { path, heading } of PAGES) {
    test(`${path} is readable with JavaScript off, with the site's links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      // The page's text, not only its heading: more than a screen of it.
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(400);
      await expect(page.getByText(/JavaScript is off\. You can read the newest posts/)).toBeVisible();
      const main = page.getByRole("navigation", { name: "Main" });
      await expect(main.getByRole("link", { name: "Post Anonymously" })).toHaveAttribute("href", "/anon");
      const legal = page.getByRole("navigation", { name: "Legal" });
      await expect(legal.getByRole("link", { name: "Community Guidelines" })).toHaveAttribute("href", "/guidelines");
    });
  }
});

test.describe("with JavaScript on", () => {
  test.use({ viewport: DESKTOP, ageRemembered: false });

  test("the app takes a legal page over as it is: the same heading, no warning, no shift", async ({ page }) => {
    const visit = await takeOver(page, "/privacy", "Privacy Policy");
    expect(await visit.sameHeading()).toBe(true);
    expect(visit.said).toEqual([]);
    expect(await visit.layoutShift()).toBe(0);
    await expect(page).toHaveTitle("Privacy Policy · Village");
    // And it is the app: its links route without a reload.
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms" }).click();
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toHaveCount(0);
  });
});
