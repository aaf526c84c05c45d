// One post's page (/p/{id}), reached from the list, and the Atom feed behind /feed.xml.
import type { Page } from "@playwright/test";
import { Timestamp } from "firebase-admin/firestore";
import { EDIT_WINDOW_CLOSED_MESSAGE, POSTS_COLLECTION, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { postPath } from "../src/lib/paths";
import { expectAxeClean, seriousViolations } from "./support/axe";
import { hourlyPost, hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

const HOSTILE_TITLE = `<b>Bold</b> & "quoted" ]]>`;

/** The head's links to a replies feed, as a feed reader or a browser's "subscribe" finds them. */
const repliesFeedLinks = (page: Page) =>
  page.locator('head link[rel="alternate"][type="application/atom+xml"][href^="/feed/replies/"]');

test("each title in the list leads to the post's page: its title, its replies feed in the head, Copy link by keyboard", async ({
  page,
  context,
  consoleErrors,
}) => {
  const post = hourlyPost(HOSTILE_TITLE);
  await seedPosts([post]);
  await visit(page, "/");
  await expect(repliesFeedLinks(page)).toHaveCount(0);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  // A mark on the window: still there on the post's page, the way there loaded no page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: HOSTILE_TITLE }).click();
  await expect(page).toHaveURL(postPath(post.id));
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // Opened in the app, the post's page announces its replies feed, named as the server names it (issue #47).
  const feed = { href: `/feed/replies/${post.id}`, title: `Replies to ${HOSTILE_TITLE}` };
  await expect(repliesFeedLinks(page)).toHaveCount(1);
  await expect(repliesFeedLinks(page)).toHaveAttribute("href", feed.href);
  await expect(repliesFeedLinks(page)).toHaveAttribute("title", feed.title);
  await expect(page.getByRole("heading", { name: HOSTILE_TITLE, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${HOSTILE_TITLE} · Village`);
  await expect(page.getByText("Details of post 0")).toBeVisible();
  await expect(page.getByText("Neighbour 0")).toBeVisible();
  // The way back to the list first, then the title, who wrote it and when, and only then its text (the
  // site's status line, empty, says nothing).
  const order = await page
    .getByRole("main")
    .locator("a, h1, p:not(:empty)")
    .evaluateAll((elements) => elements.map((element) => element.textContent.trim()));
  const at = (start: string) => order.findIndex((text) => text.startsWith(start));
  expect(at("← All posts")).toBe(0);
  expect(at("by Neighbour 0")).toBeGreaterThan(order.indexOf(HOSTILE_TITLE));
  expect(at("by Neighbour 0")).toBeLessThan(at("Details of post 0"));

  // Tab from the top of the page until Copy link has the focus, then press it.
  const copyLink = page.getByRole("button", { name: "Copy link" });
  await expect(async () => {
    await page.keyboard.press("Tab");
    expect(await copyLink.evaluate((element) => element === document.activeElement)).toBe(true);
  }).toPass({ intervals: [0], timeout: 10_000 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${postPath(post.id)}`);

  // Loaded from the server, the page has the feed's link in its first response; the app, once it has taken
  // the page over, keeps that one (no second), and takes it away on the way back to the list.
  expect(await (await page.request.get(postPath(post.id))).text()).toContain(`href="${feed.href}"`);
  await visit(page, postPath(post.id));
  await expect(page.getByRole("link", { name: "Replies feed" })).toBeVisible();
  await expect(repliesFeedLinks(page)).toHaveCount(1);
  await expect(repliesFeedLinks(page)).toHaveAttribute("href", feed.href);
  await expect(repliesFeedLinks(page)).toHaveAttribute("title", feed.title);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("main").getByRole("link", { name: "All posts", exact: true }).click();
  await expect(page.getByRole("link", { name: HOSTILE_TITLE })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await expect(repliesFeedLinks(page)).toHaveCount(0);
  // The site's feed of posts stays.
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/feed.xml",
  );
  expect(consoleErrors).toEqual([]);
});

test('an unknown, malformed or deleted post says "This post is not available"', async ({ page }) => {
  const post = hourlyPost("Here for now");
  await seedPosts([post]);
  await visit(page, postPath(post.id));
  await expect(page.getByRole("heading", { name: "Here for now", level: 1 })).toBeVisible();

  for (const path of ["/p/no-such-post", "/p/a%2Fb", "/p/__name__", "/p/with%20space"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("This post is not available · Village");
    await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
  }

  await adminDb().collection(SUGGESTIONS_COLLECTION).doc(post.id).delete();
  await expect
    .poll(async () => (await adminDb().collection(POSTS_COLLECTION).doc(post.id).get()).exists, {
      timeout: 30_000,
      intervals: [200],
      message: "the trigger removes the public post",
    })
    .toBe(false);
  await page.goto(postPath(post.id));
  await expect(page.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "See all posts" })).toBeVisible();
});

test("a failed read offers to try again instead of loading for ever", async ({ page }) => {
  await visit(page, "/");
  let refuse = true;
  await page.route("**/documents:batchGet*", (route) => (refuse ? route.abort() : route.fallback()));
  await page.goto("/p/some-post");
  await expect(page.getByRole("heading", { name: "This post could not be loaded", level: 1 })).toBeVisible();
  refuse = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
});

test("/feed.xml is well-formed Atom, linked from the home page, listing posts with links to their pages", async ({
  page,
}) => {
  const posts = hourlyPosts(2, (index) => (index === 0 ? HOSTILE_TITLE : "Older one"));
  await seedPosts(posts);
  await visit(page, "/");
  const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(alternate).toHaveAttribute("href", "/feed.xml");

  const response = await page.request.get("/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  // As briefly as the pages: a hidden post leaves the feed within the same seconds (docs/decisions/0091).
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5");
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

  // Opened in a browser, the feed is a plain page (web/public/feed.xsl, styled by feed.css under the site's
  // CSP) that says what a feed is and lists the posts, the hostile title as text.
  await page.goto("/feed.xml");
  await expect(page.getByRole("heading", { name: "Feed of new posts", level: 1 })).toBeVisible();
  await expect(page.getByText(/This is Village's feed: a page for feed readers/)).toBeVisible();
  await expect(page.getByText(`${siteUrl}/feed.xml`, { exact: true })).toBeVisible();
  const titles = page.getByRole("listitem").getByRole("heading", { level: 3 });
  await expect(titles).toHaveText([HOSTILE_TITLE, "Older one"]);
  await expect(titles.first().getByRole("link")).toHaveAttribute("href", `${siteUrl}${postPath("post-000")}`);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(251, 250, 246)");
  expect(await seriousViolations(page)).toEqual([]);
});

test("offers the list's ⋯ actions on the post's page: Report for anyone, and Copy link once, beside the post", async ({
  page,
}) => {
  const post = hourlyPost("Open to all");
  await seedPosts([post]);
  await visit(page, postPath(post.id));
  await expect(page.getByRole("heading", { name: "Open to all", level: 1 })).toBeVisible();
  const toggle = page.getByRole("button", { name: "Actions for post: Open to all" });
  await toggle.click();
  const menu = page.locator(`[id="${(await toggle.getAttribute("aria-controls")) ?? ""}"]`);
  // The page has its own Copy link button; the menu does not repeat it.
  await expect(menu.getByRole("button")).toHaveText(["Report"]);
  await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(1);
  // Not this browser's post: no Delete.
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await menu.getByRole("button", { name: "Report", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Report this post" })).toBeVisible();
});

test("lets the browser that posted delete the post from its page", async ({ page }) => {
  await visit(page, "/anon");
  await page.getByLabel("Title").fill("Mine to delete");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("link", { name: "view it" }).click();
  await expect(page.getByRole("heading", { name: "Mine to delete", level: 1 })).toBeVisible();
  const id = new URL(page.url()).pathname.replace("/p/", "");

  await page.getByRole("button", { name: "Actions for post: Mine to delete" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const deletePost = page
    .getByRole("dialog", { name: "Delete this post?" })
    .getByRole("button", { name: "Delete post" });
  // Destructive, so red like the moderators' (the light scheme's --color-error), never the green of Save.
  await expect(deletePost).toHaveCSS("background-color", "rgb(179, 38, 30)");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(deletePost).toHaveCSS("background-color", "rgb(255, 143, 133)");
  await deletePost.click();
  const heading = page.getByRole("heading", { name: "Post deleted", level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle("Post deleted · Village");
  await expect
    .poll(async () => (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).exists, { timeout: 20_000 })
    .toBe(false);
});

test("lets the browser that posted edit it by keyboard, says a refusal without losing the text, then shows it edited", async ({
  page,
}) => {
  await visit(page, "/anon");
  await page.getByLabel("Title").fill("Mine to edit");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("link", { name: "view it" }).click();
  await expect(page.getByRole("heading", { name: "Mine to edit", level: 1 })).toBeVisible();
  const id = new URL(page.url()).pathname.replace("/p/", "");
  const stored = adminDb().collection(SUGGESTIONS_COLLECTION).doc(id);

  // Keyboard only: the menu's toggle, then its items (Report, Edit, Delete) by Tab.
  const toggle = page.getByRole("button", { name: "Actions for post: Mine to edit" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit your post" });
  const title = dialog.getByLabel("Title");
  await expect(title).toHaveValue("Mine to edit");
  await expectAxeClean(page);

  // The window closes while the form is open (as if 16 minutes had passed): refused in words, nothing lost.
  const { createdAt } = (await stored.get()).data() as { createdAt: Timestamp };
  await stored.update({ createdAt: Timestamp.fromMillis(Date.now() - 16 * 60_000) });
  await title.fill("Mine, edited");
  await title.press("Enter");
  await expect(dialog.getByText(EDIT_WINDOW_CLOSED_MESSAGE)).toBeVisible();
  await expect(title).toHaveValue("Mine, edited");

  await stored.update({ createdAt });
  await title.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Mine, edited", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/• edited \w+ \d+, \d{4} at /);
  await expect(toggle.or(page.getByRole("button", { name: "Actions for post: Mine, edited" }))).toBeFocused();
  // Its author, and nobody else, may see what the edit replaced.
  await page.getByRole("button", { name: "Show earlier versions (only you see them)" }).click();
  const versions = page.getByRole("region", { name: "Earlier versions (only you and moderators see them)" });
  await expect(versions.getByText("Mine to edit", { exact: true })).toBeVisible();
  // The page as the server renders it follows within seconds (its CDN keeps an answer 5 s).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Mine, edited", level: 1 })).toBeVisible({ timeout: 1_000 });
    await expect(page.getByRole("main")).toContainText("• edited ", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test("links the feed from every page's footer", async ({ page }) => {
  await visit(page, "/terms");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Feed of new posts" });
  await expect(link).toHaveAttribute("href", "/feed.xml");
  const answer = page.waitForResponse((response) => response.url().endsWith("/feed.xml"));
  await link.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  // Not a wall of XML: the page says what a feed is.
  await expect(page.getByRole("heading", { name: "Feed of new posts", level: 1 })).toBeVisible();
  await expect(page.getByText("No posts yet.")).toBeVisible();
});
