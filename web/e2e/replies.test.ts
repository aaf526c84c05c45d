// Replies under a post (issue #47), in Chromium: the thread in /p/{id}'s first response (readable with
// JavaScript off), "Load more replies" after the first 50, replying signed out (the age box, an "Anonymous …"
// name for this thread) and signed in (the display name), by keyboard only (Tab to the field, Enter to post,
// the delete dialog's Escape and Shift+Tab), on a 390 × 844 phone, and axe clean in both colour schemes. Reading tests seed the public projection straight; posting goes through the createReply callable.
import { POSTS_COLLECTION, REPLIES_PAGE_SIZE, REPLY_LABEL } from "@village/shared";
// A post id tagged as the functions tag theirs: the server renders only a post it can tell is Village's.
import { sampleId as tagged } from "../../scripts/lib/seed.mjs";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { postPath } from "../src/lib/paths";
import { expectAxeClean } from "./support/axe";
import { hourlyPost, seedPosts, seedReplies, type SeedReply } from "./support/posts";
import { appRunning, expectSaidWithFocus, logInAsNewAccount, measureLayout, resetEmulators } from "./support/site";
import { expect, test } from "./support/test";
import type { Locator, Page } from "@playwright/test";

test.beforeEach(() => resetEmulators());

/** A post with a tagged id (postPage renders only those), seeded and listed. */
async function seedThread(title: string, replies: SeedReply[]): Promise<string> {
  const post = { ...hourlyPost(title), id: tagged(title) };
  await seedPosts([post]);
  await seedReplies(post.id, replies);
  return post.id;
}

const thread = (page: Page) => page.getByRole("region", { name: /^Replies/ });
const replyItems = (page: Page) => thread(page).getByRole("listitem");

/**
 * Presses Tab (or Shift+Tab, back) until `target` has focus, as a keyboard user reaches it; fails after
 * `most` presses.
 */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", most = 60): Promise<void> {
  for (let pressed = 0; pressed < most; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the thread is in the first response, oldest first, and the form says it needs JavaScript", async ({ page }) => {
    const id = await seedThread("A thread to read", [
      { text: "First, with a line\nand <b>markup</b>: https://example.org/a", author: "Anonymous Heron" },
      { text: "Thanks, all.", author: "Neighbour 0", byPostAuthor: true },
    ]);
    const response = await page.goto(postPath(id));
    const html = (await response?.text()) ?? "";
    expect(html).toContain("and &lt;b&gt;markup&lt;/b&gt;");
    await expect(page.getByRole("heading", { name: "Replies (2)", level: 2 })).toBeVisible();
    await expect(replyItems(page)).toHaveCount(2);
    await expect(replyItems(page).first().locator("p").first()).toHaveText(
      /^Anonymous Heron • Replied on .+ at .+ UTC$/,
    );
    // Its line breaks kept, its markup text, its address a safe link.
    expect(await replyItems(page).first().locator("p[dir=auto]").innerText()).toMatch(
      /^First, with a line\nand <b>markup<\/b>: https:\/\/example\.org\/a/,
    );
    await expect(replyItems(page).first().getByRole("link")).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    await expect(replyItems(page).nth(1)).toContainText("Neighbour 0 author • Replied on");
    await expect(page.getByText(/This form needs JavaScript/)).toBeVisible();
    await expect(page.getByLabel(REPLY_LABEL)).toBeHidden();

    // The thread's feed, opened in a browser: a plain page of its replies, newest first (web/public/feed.xsl).
    await page.getByRole("link", { name: "Replies feed" }).click();
    await expect(page.getByRole("heading", { name: "Feed of replies", level: 1 })).toBeVisible();
    await expect(page.getByText("Replies to “A thread to read” · Village")).toBeVisible();
    await expect(page.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
      "Reply by Neighbour 0 (author)",
      "Reply by Anonymous Heron",
    ]);
    await expect(page.getByRole("link", { name: "go to the post" })).toHaveAttribute("href", /\/p\//);
  });
});

test("reads 50 replies at first and the rest with Load more replies, by keyboard; axe clean", async ({ page }) => {
  const count = REPLIES_PAGE_SIZE + 3;
  const id = await seedThread(
    "A long thread",
    Array.from({ length: count }, (_, index) => ({ text: `Reply number ${index + 1}`, author: "Anonymous Wren" })),
  );
  await page.goto(postPath(id));
  await appRunning(page);
  await expect(replyItems(page)).toHaveCount(REPLIES_PAGE_SIZE);
  await expect(replyItems(page).last()).toContainText(`Reply number ${REPLIES_PAGE_SIZE}`);
  await expectAxeClean(page);
  const more = page.getByRole("button", { name: "Load more replies" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(replyItems(page)).toHaveCount(count);
  await expect(replyItems(page).last()).toContainText(`Reply number ${count}`);
  await expect(more).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Replies (${count})`, level: 2 })).toBeVisible();
});

test.describe("replying signed out", () => {
  test.use({ ageRemembered: false });

  test("asks the age once, signs the reply with this thread's anonymous name, says so with focus", async ({
    page,
    consoleErrors,
  }) => {
    const id = await seedThread("A thread to answer", []);
    await page.goto(postPath(id));
    await appRunning(page);
    await expect(thread(page).getByText("No replies yet.")).toBeVisible();
    // Keyboard only: Tab from the top of the page into the field, type, tick the box, post.
    await tabTo(page, page.getByLabel(REPLY_LABEL));
    await page.keyboard.type("Count me in.\nI can bring chairs.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByLabel(/I am \d+ or older/)).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Post reply" }));
    await page.keyboard.press("Enter");
    await expectSaidWithFocus(page, "Reply posted.");
    await expect(replyItems(page)).toHaveCount(1);
    await expect(replyItems(page).first()).toContainText(/^Anonymous [A-Z][a-z]+ • Replied on/);
    await expect(replyItems(page).first().locator("p[dir=auto]")).toHaveJSProperty(
      "innerText",
      "Count me in.\nI can bring chairs.",
    );
    await expect(page.getByLabel(REPLY_LABEL)).toHaveValue("");
    // Asked once per browser: gone for the next reply.
    await expect(page.getByLabel(/I am \d+ or older/)).toHaveCount(0);
    await expectAxeClean(page);
    // Listed by the trigger, as the next reader sees it.
    const listed = () => adminDb().collection(`${POSTS_COLLECTION}/${id}/listedReplies`).get();
    await expect.poll(async () => (await listed()).size, { timeout: 20_000 }).toBe(1);

    // Its writer, still signed out in this browser, deletes it by keyboard: a confirm step opening on Cancel,
    // which Escape leaves with focus back on Delete; then Shift+Tab to "Delete reply" and Space, and the reply
    // leaves the thread and the status line says so with focus (decision 0119).
    const remove = replyItems(page).first().getByRole("button", { name: "Delete" });
    // Back from "Reply posted." (the status line under the list), where focus is.
    await tabTo(page, remove, "Shift+Tab");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete this reply?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Delete reply" })).toBeFocused();
    await page.keyboard.press("Space");
    await expectSaidWithFocus(page, "Reply deleted.");
    await expect(replyItems(page)).toHaveCount(0);
    await expect.poll(async () => (await listed()).size, { timeout: 20_000 }).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test("on a 390 × 844 phone: the author's badge, Load more replies, a reply posted and deleted, nothing wider", async ({
    page,
  }) => {
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    const id = await seedThread("A thread on a phone", [
      {
        text: "Thanks for coming, all: the map is https://example.org/a-long-address-that-must-wrap",
        author: "Neighbour 0",
        byPostAuthor: true,
      },
      ...Array.from({ length: REPLIES_PAGE_SIZE }, (_, index) => ({
        text: `Reply ${index + 2}`,
        author: "Anonymous Wren",
      })),
    ]);
    await page.goto(postPath(id));
    await appRunning(page);
    await expect(replyItems(page).first().getByText("author", { exact: true })).toBeVisible();
    await expect(replyItems(page).nth(1).getByText("author", { exact: true })).toHaveCount(0);
    expect((await measureLayout(page)).scrollWidth).toBeLessThanOrEqual(phone.width);
    await page.getByRole("button", { name: "Load more replies" }).click();
    await expect(replyItems(page)).toHaveCount(REPLIES_PAGE_SIZE + 1);

    await page.getByLabel(REPLY_LABEL).fill("From my phone.");
    await page.getByLabel(/I am \d+ or older/).check();
    await page.getByRole("button", { name: "Post reply" }).click();
    await expectSaidWithFocus(page, "Reply posted.");
    await expect(replyItems(page)).toHaveCount(REPLIES_PAGE_SIZE + 2);
    await expect(replyItems(page).last()).toContainText("From my phone.");
    await replyItems(page).last().getByRole("button", { name: "Delete" }).click();
    // The dialog fits the screen, its buttons within reach.
    const dialog = page.getByRole("dialog", { name: "Delete this reply?" });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    await dialog.getByRole("button", { name: "Delete reply" }).click();
    await expectSaidWithFocus(page, "Reply deleted.");
    await expect(replyItems(page)).toHaveCount(REPLIES_PAGE_SIZE + 1);
    expect((await measureLayout(page)).scrollWidth).toBeLessThanOrEqual(phone.width);
  });

  test('a post\'s author closes it to replies: the form gives way to "Replies are closed.", first response too', async ({
    page,
  }) => {
    await page.goto("/anon");
    await page.getByLabel("Text").fill("A thread I will close");
    await page.getByLabel("I am 13 or older").check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("link", { name: "view it" }).click();
    await appRunning(page);
    await expect(page.getByLabel(REPLY_LABEL)).toBeVisible();
    await page.getByRole("button", { name: "Close replies" }).click();
    await expect(thread(page).getByText("Replies are closed.")).toBeVisible();
    await expect(page.getByLabel(REPLY_LABEL)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reopen replies" })).toBeVisible();
    // The post's public document carries it (the trigger): the page's first response says it, JavaScript or not.
    const path = new URL(page.url()).pathname;
    await expect
      .poll(async () => (await (await page.request.get(path)).text()).includes("Replies are closed."), {
        timeout: 20_000,
      })
      .toBe(true);
  });
});

test("a signed-in reply is signed with the display name", async ({ page }) => {
  const id = await seedThread("A thread for members", []);
  await logInAsNewAccount(page, { displayName: "Rosa Member", ageConfirmed: true });
  await page.goto(postPath(id));
  await appRunning(page);
  await page.getByLabel(REPLY_LABEL).fill("Signed, Rosa.");
  await expect(page.getByLabel(/I am \d+ or older/)).toHaveCount(0);
  await page.getByRole("button", { name: "Post reply" }).click();
  await expectSaidWithFocus(page, "Reply posted.");
  await expect(replyItems(page).first()).toContainText(/^Rosa Member • Replied on/);
});

test("an open thread offers its new reply without inserting it, and the list shows the count", async ({ page }) => {
  const id = await seedThread("A thread someone answers", [{ text: "First!", author: "Anonymous Heron" }]);
  await page.goto(postPath(id));
  await expect(replyItems(page)).toHaveCount(1);
  // Someone else replies: stored as the callable stores it; the trigger lists it and the task counts it.
  await adminDb()
    .collection("suggestions")
    .doc(id)
    .collection("replies")
    .doc("later-reply")
    .set({ text: "A later reply", author: "Anonymous Wren", createdAt: new Date(), rand: 0.5 });
  // Within the poll's bound (a count's second, the CDN's 3 s, the 5 s poll): announced, not inserted.
  const notice = page.getByRole("button", { name: "1 new reply" });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(replyItems(page)).toHaveCount(1);
  await notice.click();
  await expect(replyItems(page)).toHaveCount(2);
  await expect(replyItems(page).nth(1)).toContainText("A later reply");
  await expect(replyItems(page).nth(1)).toBeFocused();
  await expect(notice).toBeHidden();

  // The home list says how many, linking to the thread (once the home build has copied the count).
  await expect(async () => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "2 replies" })).toHaveAttribute("href", postPath(id), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
});

test("the author is told of a new reply in the header, privately; opening the post makes it go", async ({
  page,
  newVisitor,
  consoleErrors,
}) => {
  // The author posts signed out (the browser that posted is the one told, decision 0120).
  await page.goto("/anon");
  await page.getByLabel("Text").fill("Who has a ladder?");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("link", { name: "view it" }).click();
  await appRunning(page);
  const path = new URL(page.url()).pathname;
  const notice = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /new repl/ });

  // Someone else, in another browser, answers.
  const other = await newVisitor();
  const otherAsked: string[] = [];
  other.page.on("request", (request) => {
    if (request.url().includes("myReplyNotices")) otherAsked.push(request.url());
  });
  await other.page.goto(path);
  await appRunning(other.page);
  await other.page.getByLabel(REPLY_LABEL).fill("I do, come by.");
  await other.page.getByRole("button", { name: "Post reply" }).click();
  await expectSaidWithFocus(other.page, "Reply posted.");
  // The author, after a navigation (once the thread's count is written: a second or so), sees it in the header.
  await expect(async () => {
    await page.goto("/");
    await expect(notice).toHaveText("1 new reply", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(notice).toHaveAttribute("href", path);
  await notice.click();
  await expect(thread(page).getByText("I do, come by.")).toBeVisible();
  // Opening it marks it seen: the link goes at once, and stays gone on the next page load.
  await expect(notice).toHaveCount(0);
  const asked = page.waitForResponse((response) => response.url().includes("/api/myReplyNotices"));
  await page.goto("/");
  expect(await (await asked).json()).toEqual({ result: { posts: [], newReplies: 0 } });
  await expect(notice).toHaveCount(0);
  // The replier, who posted nothing in their browser, never asked.
  await other.page.goto("/");
  await appRunning(other.page);
  expect(otherAsked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a signed-in author finds new replies on /account, and turns one post's notices off", async ({
  page,
  newVisitor,
}) => {
  await logInAsNewAccount(page, { displayName: "Ada", ageConfirmed: true });
  await page.goto("/new");
  await page.getByLabel("Title").fill("Spare chairs?");
  await page.getByLabel("Suggestion details").fill("For the fair on Saturday");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  const article = page.getByRole("article").filter({ hasText: "Spare chairs?" });
  await expect(article).toBeVisible();
  const path = (await article.getByRole("link", { name: "Spare chairs?" }).getAttribute("href")) ?? "";

  const other = await newVisitor();
  await other.page.goto(path);
  await appRunning(other.page);
  await other.page.getByLabel(REPLY_LABEL).fill("Six in my garage.");
  await other.page.getByRole("button", { name: "Post reply" }).click();
  await expectSaidWithFocus(other.page, "Reply posted.");

  // On /account (once the thread's count is written), the post with its new reply, linked to the thread.
  const section = page.getByRole("region", { name: "Replies to your posts" });
  await expect(async () => {
    await page.goto("/account");
    await expect(section.getByRole("listitem")).toContainText("1 new reply", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(section.getByRole("link", { name: "Spare chairs?" })).toHaveAttribute("href", path);
  const header = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "1 new reply" });
  await expect(header).toHaveAttribute("href", "/account");

  // Turned off for this post: said, kept in the list to turn on again, and the header tells no more.
  await section.getByRole("button", { name: "Turn off reply notices" }).click();
  await expect(section.getByRole("status")).toHaveText("Reply notices turned off.");
  await expect(section.getByRole("listitem")).toContainText("reply notices off");
  await expect(section.getByRole("button", { name: "Turn on reply notices" })).toBeVisible();
  await page.goto("/account");
  await expect(section.getByRole("button", { name: "Turn on reply notices" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /new repl/ })).toHaveCount(0);
});
