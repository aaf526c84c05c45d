// /p/{id} with JavaScript disabled: the whole post (title, text, link, author, date) from the server's HTML,
// and a plain word on what needs JavaScript. A post a moderator hides (or the console) leaves the page: the
// server answers it as a removed post (404, noindex, nothing of the post), with and without JavaScript.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { POST_PAGE_CACHE_CONTROL } from "../../functions/src/http/post-page";
import { POSTS_COLLECTION, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { tagged } from "../../test/support/post-ids";
import { postPath } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { seedPosts } from "./support/posts";
import { resetEmulators } from "./support/site";

const browser = browserForFile();
let context: BrowserContext | undefined;

beforeEach(() => resetEmulators());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

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

async function withoutJavaScript() {
  context = await browser().newContext({ javaScriptEnabled: false });
  return context.newPage();
}

it("shows the whole post without JavaScript, and says what needs it", async () => {
  await seedPosts([POST]);
  const page = await withoutJavaScript();
  const response = await page.goto(`${siteUrl}${postPath(POST.id)}`);
  expect(response?.status()).toBe(200);
  expect(await page.title()).toBe("Costs $` and $& here · Village");
  await page.getByRole("heading", { name: "Costs $` and $& here", level: 1 }).waitFor();
  // Its paragraphs and line breaks kept.
  expect(await page.locator("article p").first().innerHTML()).toBe("The first paragraph.<br>Its second line.");
  // The post's markup is text: escaped in what the server sent, no element made of it.
  expect((await response?.text()) ?? "").toContain(
    '<p dir="auto">A second paragraph, &lt;b&gt;not bold&lt;/b&gt;.</p>',
  );
  expect(await page.locator("article b").count()).toBe(0);
  const link = page.getByRole("link", { name: "https://example.org/garden?plot=7&row=2" });
  expect(await link.getAttribute("href")).toBe("https://example.org/garden?plot=7&row=2");
  expect(await page.locator("article p").last().textContent()).toBe("by Neighbour Ann • Posted on October 3, 2025");
  expect(
    await page.getByText(/Posting, reporting, search, Load more and new-post notices need JavaScript/).isVisible(),
  ).toBe(true);
  // The banner of the page's shell is there too, with its way home.
  expect(await page.getByRole("link", { name: "Village" }).first().getAttribute("href")).toBe("/");
});

it("answers a hidden post as removed, with and without JavaScript, and no crawler keeps it", async () => {
  await seedPosts([POST]);
  await adminDb().collection(SUGGESTIONS_COLLECTION).doc(POST.id).update({ hidden: true });
  await expect
    .poll(async () => (await adminDb().collection(POSTS_COLLECTION).doc(POST.id).get()).exists, {
      timeout: 30_000,
      interval: 200,
      message: "the trigger removes the public post",
    })
    .toBe(false);

  const page = await withoutJavaScript();
  const response = await page.goto(`${siteUrl}${postPath(POST.id)}`);
  expect(response?.status()).toBe(404);
  const headers = response?.headers() ?? {};
  expect(headers["cache-control"]).toBe(POST_PAGE_CACHE_CONTROL);
  expect(headers["x-robots-tag"]).toBe("noindex");
  await page.getByRole("heading", { name: "This post is not available", level: 1 }).waitFor();
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("Costs $`");
  expect(html).not.toContain("first paragraph");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

  // With JavaScript: the app reads the post itself and says the same.
  const withScript = await browser().newContext();
  try {
    const appPage = await withScript.newPage();
    await appPage.goto(`${siteUrl}${postPath(POST.id)}`);
    await appPage.getByRole("heading", { name: "This post is not available", level: 1 }).waitFor();
  } finally {
    await withScript.close();
  }
});

it("sends a shared link with a query string to the post's own address", async () => {
  await seedPosts([POST]);
  const page = await withoutJavaScript();
  await page.goto(`${siteUrl}${postPath(POST.id)}?utm_source=chat&fbclid=abc`);
  expect(new URL(page.url()).search).toBe("");
  expect(new URL(page.url()).pathname).toBe(postPath(POST.id));
  await page.getByRole("heading", { name: "Costs $` and $& here", level: 1 }).waitFor();
});
