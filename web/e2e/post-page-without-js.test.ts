// /p/{id} with JavaScript disabled: the whole post (title, text, link, author, date) from the server's HTML,
// drawn by the app's components, and a plain word on what needs JavaScript. A post a moderator hides (or the console) leaves the page: the
// server answers it as a removed post (404, noindex, nothing of the post), with and without JavaScript.
import { HOME_CACHE_CONTROL, POSTS_COLLECTION, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
// A post id tagged as the functions tag theirs (seed.test.ts holds the two to each other). Not
// test/support/post-ids: it imports functions/src, which Playwright's loader compiles as CommonJS.
import { sampleId as tagged } from "../../scripts/lib/seed.mjs";
import { postPath } from "../src/lib/paths";
import { seedPosts } from "./support/posts";
import { resetEmulators } from "./support/site";
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false });

test.beforeEach(() => resetEmulators());

const POST = {
  // Tagged as the callables tag ids: the server renders only a post whose id it can tell is Village's.
  id: tagged("post-without-js"),
  data: {
    title: "Costs $` and $& here",
    "suggestion details": "The first paragraph.\nIts second line.\n\nA second paragraph, <b>not bold</b>.",
    link: "https://example.org/garden?plot=7&row=2",
    author: "Neighbour Ann",
    authorUid: "uid-ann",
    createdAt: new Date(Date.UTC(2025, 9, 3, 12)),
    rand: 0.5,
  },
};

test("shows the whole post without JavaScript, and says what needs it", async ({ page }) => {
  await seedPosts([POST]);
  const response = await page.goto(postPath(POST.id));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Costs $` and $& here · Village");
  await expect(page.getByRole("heading", { name: "Costs $` and $& here", level: 1 })).toBeVisible();
  // Drawn by the app's own components on the server (docs/decisions/0082), its paragraphs and line breaks kept.
  await expect(page.locator("article p[dir=auto]").first()).toHaveJSProperty(
    "innerText",
    "The first paragraph.\nIts second line.\n\nA second paragraph, <b>not bold</b>.",
  );
  // The post's markup is text: escaped in what the server sent, no element made of it.
  expect((await response?.text()) ?? "").toContain("A second paragraph, &lt;b&gt;not bold&lt;/b&gt;.");
  await expect(page.locator("article b")).toHaveCount(0);
  const link = page.getByRole("link", { name: /^https:\/\/example\.org\/garden\?plot=7&row=2/ });
  await expect(link).toHaveAttribute("href", "https://example.org/garden?plot=7&row=2");
  // Who wrote it and when, under its title, before its text (issue #46).
  await expect(page.locator("article > p").first()).toHaveText(
    "by Neighbour Ann • Posted on October 3, 2025 at 12:00 PM UTC",
  );
  await expect(
    page.getByText(/posting, signing in, the search box and new-post notices need JavaScript/),
  ).toBeVisible();
  // Copy link and the post's actions need the app: in the markup it takes over, but not drawn to do nothing.
  for (const button of [page.getByText("Copy link"), page.getByText("⋯")]) {
    await expect(button).toHaveCount(1);
    await expect(button).toBeHidden();
  }
  // The banner of the page's shell is there too, with its way home.
  await expect(page.getByRole("link", { name: "Village" }).first()).toHaveAttribute("href", "/");
});

test("answers a hidden post as removed, with and without JavaScript, and no crawler keeps it", async ({
  page,
  newVisitor,
}) => {
  await seedPosts([POST]);
  await adminDb().collection(SUGGESTIONS_COLLECTION).doc(POST.id).update({ hidden: true });
  await expect
    .poll(async () => (await adminDb().collection(POSTS_COLLECTION).doc(POST.id).get()).exists, {
      timeout: 30_000,
      intervals: [200],
      message: "the trigger removes the public post",
    })
    .toBe(false);

  const response = await page.goto(postPath(POST.id));
  expect(response?.status()).toBe(404);
  const headers = response?.headers() ?? {};
  // The post page is kept as long as the first page (POST_PAGE_CACHE_CONTROL is HOME_CACHE_CONTROL, 0045).
  expect(headers["cache-control"]).toBe(HOME_CACHE_CONTROL);
  expect(headers["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("Costs $`");
  expect(html).not.toContain("first paragraph");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // With JavaScript: the app reads the post itself and says the same.
  const withScript = await newVisitor({ javaScriptEnabled: true });
  await withScript.page.goto(postPath(POST.id));
  await expect(withScript.page.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
});

test("sends a shared link with a query string to the post's own address", async ({ page }) => {
  await seedPosts([POST]);
  await page.goto(`${postPath(POST.id)}?utm_source=chat&fbclid=abc`);
  expect(new URL(page.url()).search).toBe("");
  expect(new URL(page.url()).pathname).toBe(postPath(POST.id));
  await expect(page.getByRole("heading", { name: "Costs $` and $& here", level: 1 })).toBeVisible();
});
