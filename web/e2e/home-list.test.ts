// The home list: newest first, a page at a time, a true count, and newer posts announced, not inserted.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, resetEmulators } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

const titles = (page: Page) => page.locator("main article h2").allTextContents();

async function open(path: string) {
  const opened = await openPage(browser(), path);
  context = opened.context;
  await opened.page.getByText(/result\(s\)/).waitFor();
  return opened.page;
}

it("shows each post's fields, fallbacks and long US date, newest first", async () => {
  await seedPosts([
    {
      id: "suggestion",
      data: {
        title: "Tool library",
        "suggestion details": "Lend ladders, see www.example.org/tools",
        author: "Priya",
        authorUid: "u1",
        createdAt: new Date(Date.UTC(2025, 9, 3, 15)),
        rand: 0.1,
      },
    },
    {
      id: "anonymous",
      data: {
        title: "",
        link: "https://example.com/song",
        text: "Legacy text field",
        authorType: "anonymous",
        ownerUid: "",
        createdAt: new Date(Date.UTC(2025, 9, 4, 15)),
        rand: 0.2,
      },
    },
  ]);
  const page = await open("/");

  expect(await page.getByText("2 result(s)").isVisible()).toBe(true);
  expect(await titles(page)).toEqual(["Untitled", "Tool library"]);
  const [anonymous, suggestion] = await page.locator("main article").all();
  expect(await anonymous?.innerText()).toContain("Legacy text field");
  expect(await anonymous?.innerText()).toContain("by anonymous • Posted on October 4, 2025");
  expect(await anonymous?.getByRole("link", { name: "https://example.com/song" }).getAttribute("href")).toBe(
    "https://example.com/song",
  );
  expect(await suggestion?.innerText()).toContain("by Priya • Posted on October 3, 2025");
  expect(await suggestion?.getByRole("link", { name: "www.example.org/tools" }).getAttribute("href")).toBe(
    "http://www.example.org/tools",
  );
  // Each title leads to the post's own page.
  expect(await suggestion?.getByRole("link", { name: "Tool library" }).getAttribute("href")).toBe("/p/suggestion");
  expect(await anonymous?.getByRole("link", { name: "Untitled" }).getAttribute("href")).toBe("/p/anonymous");
});

it("reads a page at a time, and Load more continues without losing or repeating posts", async () => {
  // Six posts share one time across the page boundary: the cursor's tie-break by id must still show each
  // exactly once.
  const posts = hourlyPosts(30, (index) => `Post ${index}`);
  for (const post of posts.slice(22, 28)) post.data.createdAt = posts[22]?.data.createdAt;
  await seedPosts(posts);
  const page = await open("/");

  expect(await page.getByText("30 result(s)").isVisible()).toBe(true);
  expect(await titles(page)).toHaveLength(25);
  await page.getByRole("button", { name: "Load more" }).click();
  await page.locator("main article").nth(29).waitFor();

  const shown = await titles(page);
  expect(shown).toHaveLength(30);
  expect(new Set(shown).size).toBe(30);
  expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
});

it("announces newer posts and shows them at the top only when asked", async () => {
  await seedPosts(hourlyPosts(3, (index) => `Old ${index}`));
  const page = await open("/");

  await seedPosts(
    [{ id: "fresh", data: { title: "Fresh news", text: "Just in", createdAt: new Date(), rand: 0.3 } }],
    4,
  );
  // The page checks when it becomes visible again (and every 30 s); make it check now.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const banner = page.getByRole("button", { name: "1 new post" });
  await banner.waitFor();
  expect(await page.locator("[aria-live=polite]").filter({ has: banner }).count()).toBe(1);
  expect(await titles(page)).toEqual(["Old 0", "Old 1", "Old 2"]);

  await banner.click();
  // Shown from the CDN's copy of the first page (/api/home), a request away.
  await expect.poll(() => titles(page)).toEqual(["Fresh news", "Old 0", "Old 1", "Old 2"]);
  await page.getByText("4 result(s)").waitFor();
});
