// The list is the board as it is: Back and Forward return to the list kept with their history entry (decision
// 0020), but a reload, a link to / and the logo read the first page afresh, with what was posted since and
// without what was deleted (decision 0048).
import type { Page } from "@playwright/test";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { placeKept } from "./support/list-place";
import { hourlyPosts, seedPosts } from "./support/posts";
import { PHONE, resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.use({ viewport: PHONE });

test.beforeEach(() => resetEmulators());

const titles = (page: Page) => page.locator("main article h2");
const articles = (page: Page) => page.locator("main article");
/** The titles of the seeded posts from `from` to before `to`. */
const posts = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => `Post ${from + index}`);

/** Opens `path` and waits until the list has been read. */
async function open(page: Page, path: string) {
  await visit(page, path);
  await expect(page.getByText(/result\(s\)/)).toBeVisible();
}

/** A post written as the callables would, newer than every seeded one; resolves once the trigger listed it. */
async function publish(id: string, title: string, total: number) {
  await seedPosts([{ id, data: { title, text: "Just in", createdAt: new Date(), rand: 0.3 } }], total);
}

test("a reload after Load more reads the first page afresh: a post published since is there, at the top", async ({
  page,
}) => {
  await seedPosts(hourlyPosts(30, (index) => `Post ${index}`));
  await open(page, "/");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(articles(page)).toHaveCount(30);
  await page.locator('[data-post-id="post-020"]').scrollIntoViewIfNeeded();
  await placeKept(page);

  await publish("fresh", "Fresh news", 31);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Fresh news", level: 2 })).toBeVisible();
  // The first page as it is now (25 posts, the new one first), not the 30 kept before the reload.
  await expect(titles(page)).toHaveText(["Fresh news", ...posts(0, 24)]);
  await expect(page.getByText("31 result(s)")).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Not offered again as news 35 s later: it is already listed.
  await expect(page.getByRole("button", { name: /new post/ })).toHaveCount(0);
});

test("a post deleted since is gone after a reload, and after every later reload", async ({ page }) => {
  await seedPosts(hourlyPosts(3, (index) => `Post ${index}`));
  await open(page, "/");
  await expect(titles(page)).toHaveText(["Post 0", "Post 1", "Post 2"]);

  // Deleted (as the author's Delete or a moderator does): the trigger takes it out of the home document.
  await adminDb().doc("suggestions/post-001").delete();
  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.getByText(/result\(s\)/)).toBeVisible();
      return titles(page).allTextContents();
    })
    .toEqual(["Post 0", "Post 2"]);
  await page.reload();
  await expect(page.getByText(/result\(s\)/)).toBeVisible();
  await expect(titles(page)).toHaveText(["Post 0", "Post 2"]);
});

test("Back and Forward still return the kept list, also after a reload of another page", async ({ page }) => {
  await seedPosts(hourlyPosts(30, (index) => `Post ${index}`));
  await open(page, "/");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(articles(page)).toHaveCount(30);
  await page.getByRole("link", { name: "Post 27", exact: true }).click();
  await expect(page).toHaveURL("/p/post-027");
  await expect(page.getByRole("heading", { name: "Post 27", level: 1 })).toBeVisible();
  // The post's page reloaded: only its own entry was reloaded, the list's entry keeps its list.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Post 27", level: 1 })).toBeVisible();

  await publish("fresh", "Fresh news", 31);
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(titles(page)).toHaveText(posts(0, 30));
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Post 27");

  await page.goForward();
  await expect(page.getByRole("heading", { name: "Post 27", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(articles(page)).toHaveCount(30);
});

/** The two ways to a fresh first page: how each is taken from the list, and how Back returns to the list. */
const WAYS = [
  {
    link: "the logo",
    take: async (page: Page) => {
      await page.locator('[data-post-id="post-028"]').scrollIntoViewIfNeeded();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Village" }).click();
    },
    back: async (page: Page) => {
      await page.goBack();
    },
  },
  {
    link: "All posts",
    // From a post's page, its "All posts" link: a new visit to /, not Back.
    take: async (page: Page) => {
      await page.getByRole("link", { name: "Post 3", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Post 3", level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "All posts" }).click();
    },
    // Past the post's page.
    back: async (page: Page) => {
      await page.goBack();
      await expect(page.getByRole("heading", { name: "Post 3", level: 1 })).toBeVisible();
      await page.goBack();
    },
  },
];

for (const { link, take, back } of WAYS) {
  test(`${link} reads the first page afresh, at the top, with focus on the heading`, async ({ page }) => {
    await seedPosts(hourlyPosts(30, (index) => `Post ${index}`));
    await open(page, "/");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(articles(page)).toHaveCount(30);
    await publish("fresh", "Fresh news", 31);

    await take(page);
    await expect(page.getByRole("heading", { name: "Fresh news", level: 2 })).toBeVisible();
    await expect(titles(page)).toHaveCount(25);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Our Village's Thoughts and Connections");

    // Back returns to the list as it was, kept with its own entry.
    await back(page);
    await expect(articles(page)).toHaveCount(30);
    await expect(titles(page).first()).toHaveText("Post 0");
  });
}
