// The legal pages are static HTML rendered at build time (web/prerender.mjs, docs/decisions/0042): readable
// with JavaScript off, with the site's navigation, and taken over by the app as they are.
import { expect, it } from "vitest";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { appRunning, DESKTOP, PHONE } from "./support/site";

const browser = browserForFile();

const PAGES = [
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/dmca", heading: "DMCA Policy" },
  { path: "/guidelines", heading: "Community Guidelines" },
  { path: "/disclaimer", heading: "Disclaimer" },
  { path: "/contact", heading: "Contact" },
  { path: "/coppa", heading: "COPPA Notice" },
];

it.each(PAGES)("$path is readable with JavaScript off, with the site's links", async ({ path, heading }) => {
  const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${siteUrl}${path}`);
  expect(await page.getByRole("heading", { name: heading, level: 1 }).isVisible()).toBe(true);
  // The page's text, not only its heading: more than a screen of it.
  expect((await page.locator("main").innerText()).length).toBeGreaterThan(400);
  expect(await page.getByText(/JavaScript is off\. You can read the newest posts/).isVisible()).toBe(true);
  const main = page.getByRole("navigation", { name: "Main" });
  expect(await main.getByRole("link", { name: "Post Anonymously" }).getAttribute("href")).toBe("/anon");
  const legal = page.getByRole("navigation", { name: "Legal" });
  expect(await legal.getByRole("link", { name: "Community Guidelines" }).getAttribute("href")).toBe("/guidelines");
  await context.close();
});

it("the app takes a legal page over as it is: the same heading, no warning, no shift", async () => {
  const context = await browser().newContext({ viewport: DESKTOP });
  await context.addInitScript(() => {
    localStorage.setItem("cookiesAccepted", "yes");
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) record.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const said: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") said.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl}/privacy`, { waitUntil: "commit" });
  const heading = page.getByRole("heading", { name: "Privacy Policy", level: 1 });
  await heading.waitFor();
  await heading.evaluate((element) => Object.assign(element, { fromBuild: true }));
  release();
  await appRunning(page);
  await page.waitForTimeout(1000);
  expect(await heading.evaluate((element) => (element as unknown as { fromBuild?: boolean }).fromBuild)).toBe(true);
  expect(said).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  expect(await page.title()).toBe("Privacy Policy · Village");
  // And it is the app: its links route without a reload.
  await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms" }).click();
  await page.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
  expect(await heading.count()).toBe(0);
  await context.close();
});
