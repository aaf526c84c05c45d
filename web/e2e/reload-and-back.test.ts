// The list is the board as it is: Back and Forward return to the list kept with their history entry (decision
// 0020), but a reload, a link to / and the logo read the first page afresh, with what was posted since and
// without what was deleted (decision 0048).
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, PHONE, resetEmulators, waitForPath } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

const titles = (page: Page) => page.locator("main article h2").allTextContents();

async function open(path: string) {
  const opened = await openPage(browser(), path, { viewport: PHONE });
  context = opened.context;
  await opened.page.getByText(/result\(s\)/).waitFor();
  return opened.page;
}

/** A post written as the callables would, newer than every seeded one; resolves once the trigger listed it. */
async function publish(id: string, title: string, total: number) {
  await seedPosts([{ id, data: { title, text: "Just in", createdAt: new Date(), rand: 0.3 } }], total);
}

it("a reload after Load more reads the first page afresh: a post published since is there, at the top", async () => {
  await seedPosts(hourlyPosts(30, (index) => `Post ${index}`));
  const page = await open("/");
  await page.getByRole("button", { name: "Load more" }).click();
  await page.locator("main article").nth(29).waitFor();
  await page.locator('[data-post-id="post-020"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);

  await publish("fresh", "Fresh news", 31);
  await page.reload();
  await page.getByRole("heading", { name: "Fresh news", level: 2 }).waitFor();
  const shown = await titles(page);
  // The first page as it is now (25 posts, the new one first), not the 30 kept before the reload.
  expect(shown).toHaveLength(25);
  expect(shown.slice(0, 2)).toEqual(["Fresh news", "Post 0"]);
  expect(await page.getByText("31 result(s)").count()).toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Not offered again as news 35 s later: it is already listed.
  expect(await page.getByRole("button", { name: /new post/ }).count()).toBe(0);
});

it("a post deleted since is gone after a reload, and after every later reload", async () => {
  await seedPosts(hourlyPosts(3, (index) => `Post ${index}`));
  const page = await open("/");
  expect(await titles(page)).toEqual(["Post 0", "Post 1", "Post 2"]);

  // Deleted (as the author's Delete or a moderator does): the trigger takes it out of the home document.
  await adminDb().doc("suggestions/post-001").delete();
  await expect
    .poll(async () => {
      await page.reload();
      await page.getByText(/result\(s\)/).waitFor();
      return titles(page);
    })
    .toEqual(["Post 0", "Post 2"]);
  await page.reload();
  await page.getByText(/result\(s\)/).waitFor();
  expect(await titles(page)).toEqual(["Post 0", "Post 2"]);
});

it("Back and Forward still return the kept list, also after a reload of another page", async () => {
  await seedPosts(hourlyPosts(30, (index) => `Post ${index}`));
  const page = await open("/");
  await page.getByRole("button", { name: "Load more" }).click();
  await page.locator("main article").nth(29).waitFor();
  await page.getByRole("link", { name: "Post 27", exact: true }).click();
  await waitForPath(page, /^\/p\/post-027$/);
  await page.getByRole("heading", { name: "Post 27", level: 1 }).waitFor();
  // The post's page reloaded: only its own entry was reloaded, the list's entry keeps its list.
  await page.reload();
  await page.getByRole("heading", { name: "Post 27", level: 1 }).waitFor();

  await publish("fresh", "Fresh news", 31);
  await page.goBack();
  await waitForPath(page, /^\/$/);
  await page.locator("main article").nth(29).waitFor();
  const back = await titles(page);
  expect(back).toHaveLength(30);
  expect(back[0]).toBe("Post 0");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Post 27");

  await page.goForward();
  await page.getByRole("heading", { name: "Post 27", level: 1 }).waitFor();
  await page.goBack();
  await page.locator("main article").nth(29).waitFor();
  expect(await titles(page)).toHaveLength(30);
});

it.each(["the logo", "All posts"])(
  "%s reads the first page afresh, at the top, with focus on the heading",
  async (link) => {
    await seedPosts(hourlyPosts(30, (index) => `Post ${index}`));
    const page = await open("/");
    await page.getByRole("button", { name: "Load more" }).click();
    await page.locator("main article").nth(29).waitFor();
    await publish("fresh", "Fresh news", 31);

    if (link === "the logo") {
      await page.locator('[data-post-id="post-028"]').scrollIntoViewIfNeeded();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Village" }).click();
    } else {
      // From a post's page, its "All posts" link: a new visit to /, not Back.
      await page.getByRole("link", { name: "Post 3", exact: true }).click();
      await page.getByRole("heading", { name: "Post 3", level: 1 }).waitFor();
      await page.getByRole("link", { name: "All posts" }).click();
    }
    await page.getByRole("heading", { name: "Fresh news", level: 2 }).waitFor();
    expect(await titles(page)).toHaveLength(25);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Our Village's Thoughts and Connections");

    // Back (past the post's page, for "All posts") returns to the list as it was, kept with its own entry.
    await page.goBack();
    if (link === "All posts") {
      await page.getByRole("heading", { name: "Post 3", level: 1 }).waitFor();
      await page.goBack();
    }
    await page.locator("main article").nth(29).waitFor();
    expect((await titles(page))[0]).toBe("Post 0");
  },
);
