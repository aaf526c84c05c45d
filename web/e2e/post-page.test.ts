// One post's page (/p/{id}), reached from the list, and the Atom feed behind /feed.xml.
import { beforeEach, expect, it } from "vitest";
import { POSTS_COLLECTION, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { postPath } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, resetEmulators, waitForPath } from "./support/site";

const browser = browserForFile();

beforeEach(async () => {
  await resetEmulators();
});

const HOSTILE_TITLE = `<b>Bold</b> & "quoted" ]]>`;

it("each title in the list leads to the post's page, with its own title and a Copy link reached by keyboard", async () => {
  const [post] = hourlyPosts(1, () => HOSTILE_TITLE);
  if (!post) throw new Error("no post");
  await seedPosts([post]);
  const { page, context, consoleErrors } = await openPage(browser(), "/");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  await page.getByRole("link", { name: HOSTILE_TITLE }).click();
  expect(await waitForPath(page, /^\/p\//)).toBe(postPath(post.id));
  await page.getByRole("heading", { name: HOSTILE_TITLE, level: 1 }).waitFor();
  expect(await page.title()).toBe(`${HOSTILE_TITLE} · Village`);
  expect(await page.getByText("Details of post 0").isVisible()).toBe(true);
  expect(await page.getByText("Neighbour 0").isVisible()).toBe(true);

  // Tab from the top of the page until Copy link has the focus, then press it.
  let reached = false;
  for (let step = 0; step < 30 && !reached; step++) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(() => document.activeElement?.textContent === "Copy link");
  }
  expect(reached).toBe(true);
  await page.keyboard.press("Enter");
  await page.getByRole("status").filter({ hasText: "Link copied." }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${postPath(post.id)}`);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

it('an unknown, malformed or deleted post says "This post is not available"', async () => {
  const [post] = hourlyPosts(1, () => "Here for now");
  if (!post) throw new Error("no post");
  await seedPosts([post]);
  const { page, context } = await openPage(browser(), postPath(post.id));
  await page.getByRole("heading", { name: "Here for now", level: 1 }).waitFor();

  for (const path of ["/p/no-such-post", "/p/a%2Fb", "/p/__name__", "/p/with%20space"]) {
    await page.goto(`${siteUrl}${path}`);
    await page.getByRole("heading", { name: "This post is not available", level: 1 }).waitFor();
    expect(await page.title()).toBe("This post is not available · Village");
    expect(await page.getByRole("status").filter({ hasText: "Loading" }).count()).toBe(0);
  }

  await adminDb().collection(SUGGESTIONS_COLLECTION).doc(post.id).delete();
  await expect
    .poll(async () => (await adminDb().collection(POSTS_COLLECTION).doc(post.id).get()).exists, {
      timeout: 30_000,
      interval: 200,
      message: "the trigger removes the public post",
    })
    .toBe(false);
  await page.goto(`${siteUrl}${postPath(post.id)}`);
  await page.getByRole("heading", { name: "This post is not available", level: 1 }).waitFor();
  await page.getByRole("link", { name: "See all posts" }).waitFor();
  await context.close();
});

it("a failed read offers to try again instead of loading for ever", async () => {
  const { page, context } = await openPage(browser(), "/");
  let refuse = true;
  await page.route("**/documents:batchGet*", (route) => (refuse ? route.abort() : route.fallback()));
  await page.goto(`${siteUrl}/p/some-post`);
  await page.getByRole("heading", { name: "This post could not be loaded", level: 1 }).waitFor();
  refuse = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await page.getByRole("heading", { name: "This post is not available", level: 1 }).waitFor();
  await context.close();
});

it("/feed.xml is well-formed Atom, linked from the home page, listing posts with links to their pages", async () => {
  const posts = hourlyPosts(2, (index) => (index === 0 ? HOSTILE_TITLE : "Older one"));
  await seedPosts(posts);
  const { page, context } = await openPage(browser(), "/");
  const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  expect(await alternate.getAttribute("href")).toBe("/feed.xml");

  const response = await fetch(`${siteUrl}/feed.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/atom\+xml/);
  expect(response.headers.get("cache-control")).toContain("max-age=60");
  const xml = await response.text();
  // Chromium's own XML parser: a parse error would show as a <parsererror> element.
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const atom = "http://www.w3.org/2005/Atom";
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      entries: Array.from(doc.getElementsByTagNameNS(atom, "entry")).map((entry) => ({
        title: entry.getElementsByTagNameNS(atom, "title")[0]?.textContent,
        href: entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href"),
        author: entry.getElementsByTagNameNS(atom, "name")[0]?.textContent,
      })),
    };
  }, xml);
  expect(read.errors).toBe(0);
  expect(read.root).toBe("http://www.w3.org/2005/Atom feed");
  expect(read.entries).toEqual([
    { title: HOSTILE_TITLE, href: `${siteUrl}${postPath("post-000")}`, author: "Neighbour 0" },
    { title: "Older one", href: `${siteUrl}${postPath("post-001")}`, author: "Neighbour 1" },
  ]);
  await context.close();
});

it("offers the list's ⋯ actions on the post's page: Report for anyone, and Copy link once, beside the post", async () => {
  const [post] = hourlyPosts(1, () => "Open to all");
  if (!post) throw new Error("no post");
  await seedPosts([post]);
  const { page, context } = await openPage(browser(), postPath(post.id));
  await page.getByRole("heading", { name: "Open to all", level: 1 }).waitFor();
  const toggle = page.getByRole("button", { name: "Actions for post: Open to all" });
  await toggle.click();
  const menu = page.locator(`[id="${(await toggle.getAttribute("aria-controls")) ?? ""}"]`);
  // The page has its own Copy link button; the menu does not repeat it.
  expect(await menu.getByRole("button").allTextContents()).toEqual(["Report"]);
  expect(await page.getByRole("button", { name: "Copy link" }).count()).toBe(1);
  // Not this browser's post: no Delete.
  expect(await page.getByRole("button", { name: "Delete", exact: true }).count()).toBe(0);
  await menu.getByRole("button", { name: "Report", exact: true }).click();
  await page.getByRole("dialog", { name: "Report this post" }).waitFor();
  await context.close();
});

it("lets the browser that posted delete the post from its page", async () => {
  const { page, context } = await openPage(browser(), "/anon");
  await page.getByLabel("Title").fill("Mine to delete");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("link", { name: "view it" }).click();
  await page.getByRole("heading", { name: "Mine to delete", level: 1 }).waitFor();
  const id = new URL(page.url()).pathname.replace("/p/", "");

  await page.getByRole("button", { name: "Actions for post: Mine to delete" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  const heading = page.getByRole("heading", { name: "Post deleted", level: 1 });
  await heading.waitFor();
  expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.title()).toBe("Post deleted · Village");
  await expect
    .poll(async () => (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).exists, { timeout: 20_000 })
    .toBe(false);
  await context.close();
});

it("links the feed from every page's footer", async () => {
  const { page, context } = await openPage(browser(), "/terms");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Feed of new posts" });
  expect(await link.getAttribute("href")).toBe("/feed.xml");
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith("/feed.xml")),
    link.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
  await context.close();
});
