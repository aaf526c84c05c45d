// Moving between pages behaves like moving between documents: a new page opens at its top with focus on its
// heading, Back returns to the place left, and every page names the tab.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, resetEmulators, ROUTES } from "./support/site";
import { holdRequests, postReadRequests } from "./support/hold";

const browser = browserForFile();

let context: BrowserContext;

beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(6, (index) => (index < 3 ? `Garden club ${index}` : `Book swap ${index}`)));
});

afterAll(() => resetEmulators());

afterEach(() => context.close());

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const focusedHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === "H1" ? document.activeElement.textContent : null));

it("a footer link opens the next page at its top with focus on its heading; Back returns to the place", async () => {
  const opened = await openPage(browser(), "/privacy");
  context = opened.context;
  const { page } = opened;
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(500);

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms", exact: true }).click();
  await page.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
  await expect.poll(() => focusedHeading(page)).toBe("Terms of Service");
  expect(await scrollY(page)).toBe(0);
  expect(await page.title()).toBe("Terms of Service · Village");

  await page.goBack();
  await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 50);
});

it("a lazily loaded page gets focus on its heading once it arrives", async () => {
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page } = opened;
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Anonymously" }).click();
  await expect.poll(() => focusedHeading(page)).toBe("Post Anonymously");
  await page.getByRole("link", { name: "Village", exact: true }).click();
  await expect.poll(() => focusedHeading(page)).toBe("Our Village's Thoughts and Connections");
  expect(await page.title()).toBe("Village");
});

// Pages whose tab title is not their heading (signed out, /moderate sends home).
const TITLES: Record<string, string> = {
  "/": "Village",
  "/account/deleted": "Account deleted · Village",
  "/moderate": "Village",
};

it("every route names the tab after itself, Home included (also after coming from another page)", async () => {
  const opened = await openPage(browser(), "/terms");
  context = opened.context;
  const { page } = opened;
  await page.getByRole("link", { name: "Village", exact: true }).click();
  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).waitFor();
  await expect.poll(() => page.title()).toBe("Village");

  for (const { path, heading } of ROUTES) {
    await page.goto(`${siteUrl}${path}`);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(TITLES[path] ?? `${heading} · Village`);
  }
});

it("a new search keeps the old results, dimmed, until the new ones arrive", async () => {
  const opened = await openPage(browser(), "/?q=garden");
  context = opened.context;
  const { page } = opened;
  await page.getByText("3 result(s) for “garden”").waitFor();

  const release = await holdRequests(page, postReadRequests);
  await page.getByRole("searchbox").fill("book");
  const busy = page.locator("main [aria-busy=true]");
  await busy.waitFor();
  expect(await page.getByRole("heading", { name: "Garden club 0" }).isVisible()).toBe(true);
  expect(Number(await busy.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);
  expect(await page.getByText(/Loading/).count()).toBe(0);

  release();
  await page.getByText("3 result(s) for “book”").waitFor();
  expect(await page.locator("main [aria-busy=true]").count()).toBe(0);
  expect(await page.locator("main article h2").allTextContents()).toEqual([
    "Book swap 3",
    "Book swap 4",
    "Book swap 5",
  ]);
});
