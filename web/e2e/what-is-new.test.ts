// Readers can tell what is new: the time of day beside "Posted on {date}", on the reader's clock; titles already
// opened in another colour (AA in both schemes); and "N new since your last visit" on the home page.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from "../../scripts/lib/chromium.mjs";
import { siteUrl } from "../../test/support/emulators";
import { hourlyPosts, seedPosts } from "./support/posts";
import { appRunning, resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

const HOUR = 3_600_000;

test.beforeAll(async () => {
  await resetEmulators();
  const [first, ...rest] = hourlyPosts(4, (index) => `Post ${index}`);
  if (!first) throw new Error("no post");
  // One at a known instant, to read its time of day in a known time zone.
  await seedPosts([{ ...first, data: { ...first.data, createdAt: new Date(Date.UTC(2025, 9, 3, 18, 5)) } }, ...rest]);
});

test.describe(() => {
  test.use({ timezoneId: "America/New_York" });

  test("says the time of day beside the date, on the reader's clock", async ({ page }) => {
    await page.goto("/");
    // The server's page starts its app after the first paint (decision 0068): a click before then is a
    // plain link's, not the app's.
    await appRunning(page);
    const meta = page.locator('[data-post-id="post-000"] article p').last();
    // 18:05 UTC is 2:05 PM in New York (summer time).
    await expect(meta).toHaveText("by Neighbour 0 • Posted on October 3, 2025 at 2:05 PM");
    await expect(meta.locator("time")).toHaveAttribute("datetime", "2025-10-03T18:05:00.000Z");

    // The post's own page says the same.
    await page.getByRole("link", { name: "Post 0", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Post 0", level: 1 })).toBeVisible();
    await expect(page.getByText("Posted on October 3, 2025 at 2:05 PM").first()).toBeVisible();
  });
});

/** How many of the title's pixels are (nearly) this colour, from a screenshot (browsers hide :visited styles from scripts). */
async function pixelsOf(page: Page, title: Locator, [red, green, blue]: readonly [number, number, number]) {
  // Plain numbers: the page's CSP allows no fetch of a data: URL.
  const png = [...(await title.screenshot())];
  return page.evaluate(
    async ({ png, red, green, blue }) => {
      const image = await createImageBitmap(new Blob([new Uint8Array(png)], { type: "image/png" }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const drawing = canvas.getContext("2d");
      if (!drawing) return 0;
      drawing.drawImage(image, 0, 0);
      const { data } = drawing.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let index = 0; index < data.length; index += 4) {
        const near = (value: number | undefined, wanted: number) => Math.abs((value ?? -99) - wanted) <= 8;
        if (near(data[index], red) && near(data[index + 1], green) && near(data[index + 2], blue)) count++;
      }
      return count;
    },
    { png, red, green, blue },
  );
}

// --color-visited in each scheme (global.css): 7:1 and 8.9:1 on the page.
const VISITED = { light: [0x6b, 0x3f, 0xa0], dark: [0xc9, 0xa6, 0xf2] } as const;

for (const scheme of ["light", "dark"] as const) {
  test(`marks titles already opened, in the ${scheme} scheme`, async () => {
    // A browser with a profile, as a reader's is: one without (a test's usual context) keeps no history, so
    // no link is ever :visited in it. The full Chromium: the headless shell the tier runs in keeps none either.
    const profile = mkdtempSync(join(tmpdir(), "village-visited-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: QUIET_CHROMIUM_FLAGS,
      viewport: { width: 1280, height: 800 },
    });
    try {
      await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "yes"));
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${siteUrl}/`);
      await appRunning(page);
      await page.emulateMedia({ colorScheme: scheme });
      const opened = page.getByRole("link", { name: "Post 1", exact: true });
      const other = page.getByRole("link", { name: "Post 2", exact: true });
      await expect(opened).toBeVisible();
      expect(await pixelsOf(page, opened, VISITED[scheme])).toBe(0);

      await opened.click();
      await expect(page.getByRole("heading", { name: "Post 1", level: 1 })).toBeVisible();
      await page.goBack();
      await expect(opened).toBeVisible();
      // Moving the pointer away: a hovered title takes the link colour instead.
      await page.mouse.move(0, 0);
      await expect.poll(() => pixelsOf(page, opened, VISITED[scheme])).toBeGreaterThan(20);
      expect(await pixelsOf(page, other, VISITED[scheme])).toBe(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

test("says how many posts are new since the last visit, and keeps saying it for the rest of the visit", async ({
  page,
  newVisitor,
}) => {
  await visit(page, "/");
  // A first visit: nothing to compare with, no line.
  await expect(page.getByText("4 result(s)")).toBeVisible();
  await expect(page.getByText(/new since your last visit/)).toHaveCount(0);

  const { page: back, context: returning } = await newVisitor();
  // The previous visit, 2.5 hours ago: of the posts, only post 1 (two hours ago) is newer (post 0 is the
  // October one).
  await returning.addInitScript(
    (previous) => {
      if (sessionStorage.getItem("villageVisitBaseline") === null) localStorage.setItem("villageLastVisit", previous);
    },
    String(Date.now() - 2.5 * HOUR),
  );
  await back.goto("/");
  await appRunning(back);
  const line = back.getByText("1 new since your last visit");
  await expect(line).toBeVisible();
  // On the count line's row, never wrapped onto a second line.
  const row = await back.getByText("4 result(s)").evaluate((count) => count.getBoundingClientRect().top);
  expect(Math.abs((await line.evaluate((element) => element.getBoundingClientRect().top)) - row)).toBeLessThan(4);

  // Opening a post and coming back, or reloading, is the same visit: the same line.
  await back.getByRole("link", { name: "Post 3", exact: true }).click();
  await expect(back.getByRole("heading", { name: "Post 3", level: 1 })).toBeVisible();
  await back.goBack();
  await expect(line).toBeVisible();
  await back.reload();
  await expect(line).toBeVisible();
});
