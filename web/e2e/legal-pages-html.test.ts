// The legal pages are static HTML rendered at build time (web/prerender.mjs, docs/decisions/0042): readable
// with JavaScript off, with the site's navigation, and taken over by the app as they are.
import { appRunning, DESKTOP, PHONE } from "./support/site";
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

  test("the app takes a legal page over as it is: the same heading, no warning, no shift", async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      const record = window as unknown as { layoutShift: number; layoutShifts: PerformanceObserver };
      record.layoutShift = 0;
      record.layoutShifts = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) record.layoutShift += entry.value;
      });
      record.layoutShifts.observe({ type: "layout-shift", buffered: true });
    });
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
    await page.goto("/privacy", { waitUntil: "commit" });
    const heading = page.getByRole("heading", { name: "Privacy Policy", level: 1 });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => Object.assign(element, { fromBuild: true }));
    release();
    await appRunning(page);
    // Two frames drawn after the app's first render (where a shift would be measured), then every shift the
    // observer has seen, including any not yet delivered to it.
    const layoutShift = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const record = window as unknown as { layoutShift: number; layoutShifts: PerformanceObserver };
      const pending = record.layoutShifts.takeRecords() as unknown as { value: number }[];
      return pending.reduce((sum, entry) => sum + entry.value, record.layoutShift);
    });
    expect(await heading.evaluate((element) => (element as unknown as { fromBuild?: boolean }).fromBuild)).toBe(true);
    expect(said).toEqual([]);
    expect(layoutShift).toBe(0);
    await expect(page).toHaveTitle("Privacy Policy · Village");
    // And it is the app: its links route without a reload.
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms" }).click();
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(heading).toHaveCount(0);
  });
});
