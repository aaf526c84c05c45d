// Moving between pages behaves like moving between documents: a new page opens at its top with focus on its
// heading, Back returns to the place left, and every page names the tab.
import type { Page } from "@playwright/test";
import { holdRequests, postReadRequests } from "./support/hold";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, ROUTES, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(6, (index) => (index < 3 ? `Garden club ${index}` : `Book swap ${index}`)));
});

test.afterAll(() => resetEmulators());

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The page's main heading by its whole text. */
const mainHeading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1, exact: true });

test("a footer link opens the next page at its top with focus on its heading; Back returns to the place", async ({
  page,
}) => {
  await visit(page, "/privacy");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(500);

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms", exact: true }).click();
  await expect(mainHeading(page, "Terms of Service")).toBeVisible();
  await expect(mainHeading(page, "Terms of Service")).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  await expect(page).toHaveTitle("Terms of Service · Village");

  await page.goBack();
  await expect(mainHeading(page, "Privacy Policy")).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 50);
});

test("a lazily loaded page gets focus on its heading once it arrives", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Anonymously" }).click();
  await expect(mainHeading(page, "Post Anonymously")).toBeFocused();
  await page.getByRole("link", { name: "Village", exact: true }).click();
  await expect(mainHeading(page, "Our Village's Thoughts and Connections")).toBeFocused();
  await expect(page).toHaveTitle("Village");
});

// Pages whose tab title is not their heading.
const TITLES: Record<string, string> = {
  "/": "Village",
  "/account/deleted": "Account deleted · Village",
  "/moderate": "Moderate · Village",
};

test("every route names the tab after itself, Home included (also after coming from another page)", async ({
  page,
}) => {
  await visit(page, "/terms");
  await page.getByRole("link", { name: "Village", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();
  await expect(page).toHaveTitle("Village");

  for (const { path, heading } of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(TITLES[path] ?? `${heading} · Village`);
  }
});

test("a new search keeps the old results, dimmed, until the new ones arrive", async ({ page }) => {
  await visit(page, "/?q=garden");
  await expect(page.getByText("3 result(s) for “garden”")).toBeVisible();

  const release = await holdRequests(page, postReadRequests);
  await page.getByRole("searchbox").fill("book");
  const busy = page.locator("main [aria-busy=true]");
  await expect(busy).toBeVisible();
  await expect(page.getByRole("heading", { name: "Garden club 0" })).toBeVisible();
  await expect
    .poll(async () => Number(await busy.evaluate((element) => getComputedStyle(element).opacity)))
    .toBeLessThan(1);
  await expect(page.getByText(/Loading/)).toHaveCount(0);

  release();
  await expect(page.getByText("3 result(s) for “book”")).toBeVisible();
  await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
  await expect(page.locator("main article h2")).toHaveText(["Book swap 3", "Book swap 4", "Book swap 5"]);
});
