// A reader never loses their place: Back returns to the same list at the same post, Load more and the
// new-posts notice move focus to the posts they add, and the notice is seen wherever the reader is. (A
// reload reads the board afresh: reload-and-back.test.ts.)
import type { Page } from "@playwright/test";
import { placeKept } from "./support/list-place";
import { hourlyPosts, seedPosts } from "./support/posts";
import { DESKTOP, PHONE, resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.use({ viewport: PHONE });

test.beforeEach(() => resetEmulators());

const titles = (page: Page) => page.locator("main article h2");
const articles = (page: Page) => page.locator("main article");

/** The accessible text of the focused element and the post it is in (null outside any post). */
const focused = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent ?? "",
    postId: document.activeElement?.closest<HTMLElement>("[data-post-id]")?.dataset.postId ?? null,
  }));

/** How far below the window's top a post's item starts. */
const topOf = (page: Page, postId: string) =>
  page.locator(`[data-post-id="${postId}"]`).evaluate((item) => item.getBoundingClientRect().top);

/** Opens `path` and waits until the list has been read. */
async function open(page: Page, path: string) {
  await visit(page, path);
  await expect(page.getByText(/result\(s\)/)).toBeVisible();
}

test("after Load more, focus is on the first new post, and Back returns to the same list and post", async ({
  page,
}) => {
  await seedPosts(hourlyPosts(40, (index) => `Post ${index}`));
  await open(page, "/");

  await page.getByRole("button", { name: "Load more" }).focus();
  await page.keyboard.press("Enter");
  await expect(articles(page)).toHaveCount(40);
  await expect.poll(() => focused(page)).toEqual({ text: "Post 25", postId: "post-025" });
  // The next Tab goes on through the new posts, not to the footer.
  await page.keyboard.press("Tab");
  expect((await focused(page)).postId).toMatch(/^post-02[56]$/);

  // Open a post far down the list, as a reader would after scrolling to it.
  const opened = page.locator('[data-post-id="post-033"]');
  await opened.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -100);
  await placeKept(page);
  const offset = await topOf(page, "post-033");
  await opened.getByRole("link", { name: "Post 33" }).click();
  await expect(page).toHaveURL("/p/post-033");
  await expect(page.getByRole("heading", { name: "Post 33", level: 1 })).toBeVisible();

  const reads: string[] = [];
  page.on("request", (request) => {
    if (/documents(:runQuery|:batchGet|\/)/.test(request.url())) reads.push(request.url());
  });
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(titles(page)).toHaveText(Array.from({ length: 40 }, (_, index) => `Post ${index}`));
  expect(Math.abs((await topOf(page, "post-033")) - offset)).toBeLessThan(2);
  expect(await focused(page)).toEqual({ text: "Post 33", postId: "post-033" });
  // The same list, from the history entry: nothing read again to show it.
  expect(reads).toEqual([]);
});

test("keeps the place without Load more too", async ({ page }) => {
  await seedPosts(hourlyPosts(20, (index) => `Post ${index}`));
  await open(page, "/");
  await page.locator('[data-post-id="post-012"]').scrollIntoViewIfNeeded();
  await placeKept(page);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole("link", { name: "Post 12", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Post 12", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(articles(page)).toHaveCount(20);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
});

test("shows the new-posts notice where a scrolled reader is, in the tab title, and takes them to the newest post", async ({
  page,
}) => {
  await seedPosts(hourlyPosts(30, (index) => `Old ${index}`));
  await open(page, "/");
  await page.getByRole("link", { name: "Old 20", exact: true }).scrollIntoViewIfNeeded();
  const before = await topOf(page, "post-020");

  await seedPosts(
    [{ id: "fresh", data: { title: "Fresh news", text: "Just in", createdAt: new Date(), rand: 0.3 } }],
    31,
  );
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const notice = page.getByRole("button", { name: "1 new post" });
  await expect(notice).toBeVisible();
  // In the window although the reader is far down, announced politely, and the list has not moved.
  const box = await notice.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
  await expect(page.locator("[aria-live=polite]").filter({ has: notice })).toHaveCount(1);
  expect(await topOf(page, "post-020")).toBe(before);
  await expect(page).toHaveTitle("(1) Village");

  await notice.click();
  await expect.poll(() => focused(page)).toEqual({ text: "Fresh news", postId: "fresh" });
  expect(await topOf(page, "fresh")).toBeLessThan(PHONE.height / 2);
  await expect(titles(page).nth(0)).toHaveText("Fresh news");
  await expect(titles(page).nth(1)).toHaveText("Old 0");
  await expect(page).toHaveTitle("Village");
});

test("says the specification's words on an empty board with the invitation beside them, and for a search", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await visit(page, "/");
  await expect(page.getByText("Be the first:")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Be the first:" })).toHaveText(
    "No thoughts match your search. Be the first: Post Suggestion or Post Anonymously",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Post Suggestion" })).toHaveAttribute("href", "/new");
  await expect(page.getByRole("main").getByRole("link", { name: "Post Anonymously" })).toHaveAttribute("href", "/anon");
  await expect(page.getByText(/result\(s\)/)).toHaveCount(0);

  await page.getByRole("searchbox").fill("gazebo");
  await expect(page.getByText("0 result(s) for “gazebo”")).toBeVisible();
  await expect(page.getByText("No thoughts match your search.")).toBeVisible();
  await expect(page.getByText("Be the first:")).toHaveCount(0);
});
