// The legal pages behind the footer links, and the page for addresses that lead nowhere.
import { ROUTES, visit } from "./support/site";
import { expect, test } from "./support/test";

const LEGAL = ROUTES.filter(({ path }) =>
  ["/terms", "/privacy", "/dmca", "/guidelines", "/disclaimer", "/contact", "/coppa"].includes(path),
);

for (const { path, heading } of LEGAL) {
  test(`${path} shows its heading and the contact mailto`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]').first()).toHaveAttribute(
      "href",
      "mailto:hello@village.example",
    );
    await expect(page).toHaveTitle(`${heading} · Village`);
  });
}

test("the footer links reach each legal page, and the footer shows this year", async ({ page }) => {
  await visit(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Village`);
  const links = [
    ["Terms", "/terms", "Terms of Service"],
    ["Privacy", "/privacy", "Privacy Policy"],
    ["DMCA", "/dmca", "DMCA Policy"],
    ["Community Guidelines", "/guidelines", "Community Guidelines"],
    ["Disclaimer", "/disclaimer", "Disclaimer"],
    ["Contact", "/contact", "Contact"],
  ];
  for (const [name, path, heading] of links as [string, string, string][]) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
});

test("an unknown address shows a friendly not-found page with a way home", async ({ page }) => {
  await visit(page, "/no/such/page?x=1");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();
  await expect(page).toHaveURL("/");
});
