// The home list: newest first, a page at a time, a true count, and newer posts announced, not inserted.
import type { Page } from "@playwright/test";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(() => resetEmulators());

const titles = (page: Page) => page.locator("main article h2");

/** Opens `path` in `page` and waits until the list gives its count. */
async function open(page: Page, path: string) {
  await visit(page, path);
  await expect(page.getByText(/result\(s\)/)).toBeVisible();
}

test("shows each post's fields, fallbacks and long US date, newest first", async ({ page }) => {
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
  await open(page, "/");

  await expect(page.getByText("2 result(s)")).toBeVisible();
  await expect(titles(page)).toHaveText(["Untitled", "Tool library"]);
  const anonymous = page.locator("main article").nth(0);
  const suggestion = page.locator("main article").nth(1);
  await expect(anonymous).toContainText("Legacy text field", { useInnerText: true });
  await expect(anonymous).toContainText("by anonymous • Posted on October 4, 2025", { useInnerText: true });
  await expect(anonymous.getByRole("link", { name: "https://example.com/song" })).toHaveAttribute(
    "href",
    "https://example.com/song",
  );
  await expect(suggestion).toContainText("by Priya • Posted on October 3, 2025", { useInnerText: true });
  await expect(suggestion.getByRole("link", { name: "www.example.org/tools" })).toHaveAttribute(
    "href",
    "http://www.example.org/tools",
  );
  // Each title leads to the post's own page.
  await expect(suggestion.getByRole("link", { name: "Tool library" })).toHaveAttribute("href", "/p/suggestion");
  await expect(anonymous.getByRole("link", { name: "Untitled" })).toHaveAttribute("href", "/p/anonymous");
});

test("reads a page at a time, and Load more continues without losing or repeating posts", async ({ page }) => {
  // Six posts share one time across the page boundary: the cursor's tie-break by id must still show each
  // exactly once.
  const posts = hourlyPosts(30, (index) => `Post ${index}`);
  for (const post of posts.slice(22, 28)) post.data.createdAt = posts[22]?.data.createdAt;
  await seedPosts(posts);
  await open(page, "/");

  await expect(page.getByText("30 result(s)")).toBeVisible();
  await expect(titles(page)).toHaveCount(25);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.locator("main article").nth(29)).toBeVisible();

  // Each post once, newest first; those sharing a time in the list's order by id (newest id first).
  const expected = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]
    .concat([27, 26, 25, 24, 23, 22, 28, 29])
    .map((index) => `Post ${index}`);
  await expect(titles(page)).toHaveText(expected);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("announces newer posts and shows them at the top only when asked", async ({ page }) => {
  await seedPosts(hourlyPosts(3, (index) => `Old ${index}`));
  await open(page, "/");

  await seedPosts(
    [{ id: "fresh", data: { title: "Fresh news", text: "Just in", createdAt: new Date(), rand: 0.3 } }],
    4,
  );
  // The page checks when it becomes visible again (and every 30 s); make it check now.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const banner = page.getByRole("button", { name: "1 new post" });
  await expect(banner).toBeVisible();
  await expect(page.locator("[aria-live=polite]").filter({ has: banner })).toHaveCount(1);
  await expect(titles(page)).toHaveText(["Old 0", "Old 1", "Old 2"]);

  await banner.click();
  // Shown from the CDN's copy of the first page (/api/home), a request away.
  await expect(titles(page)).toHaveText(["Fresh news", "Old 0", "Old 1", "Old 2"]);
  await expect(page.getByText("4 result(s)")).toBeVisible();
});
