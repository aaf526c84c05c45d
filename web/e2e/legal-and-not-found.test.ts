// The legal pages behind the footer links, and the page for addresses that lead nowhere.
import { expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { openPage, ROUTES, waitForPath } from "./support/site";

const browser = browserForFile();

const LEGAL = ROUTES.filter(({ path }) =>
  ["/terms", "/privacy", "/dmca", "/guidelines", "/disclaimer", "/contact", "/coppa"].includes(path),
);

it.each(LEGAL)("$path shows its heading and the contact mailto", async ({ path, heading }) => {
  const { page, context } = await openPage(browser(), path);
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  expect(await page.locator('main a[href^="mailto:"]').first().getAttribute("href")).toBe(
    "mailto:hello@village.example",
  );
  expect(await page.title()).toBe(`${heading} · Village`);
  await context.close();
});

it("the footer links reach each legal page, and the footer shows this year", async () => {
  const { page, context } = await openPage(browser(), "/");
  const footer = page.getByRole("contentinfo");
  expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Village`);
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
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    expect(await waitForPath(page, /./)).toBe(path);
  }
  await context.close();
});

it("an unknown address shows a friendly not-found page with a way home", async () => {
  const { page, context } = await openPage(browser(), "/no/such/page?x=1");
  await page.getByRole("heading", { name: "Page not found", level: 1 }).waitFor();
  await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).waitFor();
  expect(await waitForPath(page, /./)).toBe("/");
  await context.close();
});
