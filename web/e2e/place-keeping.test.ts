// A reader never loses their place: Back returns to the same list at the same post, Load more and the
// new-posts notice move focus to the posts they add, and the notice is seen wherever the reader is. (A
// reload reads the board afresh: reload-and-back.test.ts.)
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, PHONE, resetEmulators, waitForPath } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

const titles = (page: Page) => page.locator("main article h2").allTextContents();

/** The accessible text of the focused element and the post it is in (null outside any post). */
const focused = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent ?? "",
    postId: document.activeElement?.closest<HTMLElement>("[data-post-id]")?.dataset.postId ?? null,
  }));

/** How far below the window's top a post's item starts. */
const topOf = (page: Page, postId: string) =>
  page.locator(`[data-post-id="${postId}"]`).evaluate((item) => item.getBoundingClientRect().top);

async function open(path: string, viewport = PHONE) {
  const opened = await openPage(browser(), path, { viewport });
  context = opened.context;
  await opened.page.getByText(/result\(s\)/).waitFor();
  return opened.page;
}

it("after Load more, focus is on the first new post, and Back returns to the same list and post", async () => {
  await seedPosts(hourlyPosts(40, (index) => `Post ${index}`));
  const page = await open("/");

  await page.getByRole("button", { name: "Load more" }).focus();
  await page.keyboard.press("Enter");
  await page.locator("main article").nth(39).waitFor();
  await expect.poll(() => focused(page)).toEqual({ text: "Post 25", postId: "post-025" });
  // The next Tab goes on through the new posts, not to the footer.
  await page.keyboard.press("Tab");
  expect((await focused(page)).postId).toMatch(/^post-02[56]$/);

  // Open a post far down the list, as a reader would after scrolling to it.
  const opened = page.locator('[data-post-id="post-033"]');
  await opened.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -100);
  await page.waitForTimeout(400);
  const offset = await topOf(page, "post-033");
  await opened.getByRole("link", { name: "Post 33" }).click();
  await waitForPath(page, /^\/p\/post-033$/);
  await page.getByRole("heading", { name: "Post 33", level: 1 }).waitFor();

  const reads: string[] = [];
  page.on("request", (request) => {
    if (/documents(:runQuery|:batchGet|\/)/.test(request.url())) reads.push(request.url());
  });
  await page.goBack();
  await waitForPath(page, /^\/$/);
  await page.locator("main article").nth(39).waitFor();
  expect(await titles(page)).toEqual(Array.from({ length: 40 }, (_, index) => `Post ${index}`));
  expect(Math.abs((await topOf(page, "post-033")) - offset)).toBeLessThan(2);
  expect(await focused(page)).toEqual({ text: "Post 33", postId: "post-033" });
  // The same list, from the history entry: nothing read again to show it.
  expect(reads).toEqual([]);
});

it("keeps the place without Load more too", async () => {
  await seedPosts(hourlyPosts(20, (index) => `Post ${index}`));
  const page = await open("/");
  await page.locator('[data-post-id="post-012"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole("link", { name: "Post 12", exact: true }).click();
  await page.getByRole("heading", { name: "Post 12", level: 1 }).waitFor();
  await page.goBack();
  await page.locator("main article").nth(19).waitFor();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
});

it("shows the new-posts notice where a scrolled reader is, in the tab title, and takes them to the newest post", async () => {
  await seedPosts(hourlyPosts(30, (index) => `Old ${index}`));
  const page = await open("/");
  await page.getByRole("link", { name: "Old 20", exact: true }).scrollIntoViewIfNeeded();
  const before = await topOf(page, "post-020");

  await seedPosts(
    [{ id: "fresh", data: { title: "Fresh news", text: "Just in", createdAt: new Date(), rand: 0.3 } }],
    31,
  );
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const notice = page.getByRole("button", { name: "1 new post" });
  await notice.waitFor();
  // In the window although the reader is far down, announced politely, and the list has not moved.
  const box = await notice.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
  expect(await page.locator("[aria-live=polite]").filter({ has: notice }).count()).toBe(1);
  expect(await topOf(page, "post-020")).toBe(before);
  expect(await page.title()).toBe("(1) Village");

  await notice.click();
  await expect.poll(() => focused(page)).toEqual({ text: "Fresh news", postId: "fresh" });
  expect(await topOf(page, "fresh")).toBeLessThan(PHONE.height / 2);
  expect((await titles(page)).slice(0, 2)).toEqual(["Fresh news", "Old 0"]);
  expect(await page.title()).toBe("Village");
});

it("says the specification's words on an empty board with the invitation beside them, and for a search", async () => {
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page } = opened;
  await page.getByText("Be the first:").waitFor();
  expect(await page.getByRole("status").filter({ hasText: "Be the first:" }).textContent()).toBe(
    "No thoughts match your search. Be the first: Post Suggestion or Post Anonymously",
  );
  expect(await page.getByRole("main").getByRole("link", { name: "Post Suggestion" }).getAttribute("href")).toBe("/new");
  expect(await page.getByRole("main").getByRole("link", { name: "Post Anonymously" }).getAttribute("href")).toBe(
    "/anon",
  );
  expect(await page.getByText(/result\(s\)/).count()).toBe(0);

  await page.getByRole("searchbox").fill("gazebo");
  await page.getByText("0 result(s) for “gazebo”").waitFor();
  expect(await page.getByText("No thoughts match your search.").isVisible()).toBe(true);
  expect(await page.getByText("Be the first:").count()).toBe(0);
});
