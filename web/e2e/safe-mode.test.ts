// Safe mode for new identities (issue #48 item 4, decision 0131), in the browser and by keyboard alone: a
// moderator turns it on from /moderate; a new browser is told on /anon before it writes, posts, and is told its
// post waits for a moderator (on the form and on the post's page); another browser finds it nowhere; the
// moderator approves it from the queue, and it is listed. axe finds nothing serious on either page, light or dark.
import { expectAxeClean } from "./support/axe";
import { homeLists, logInAsModerator } from "./support/moderation-steps";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

test("holds a new browser's post while safe mode is on, invisible to another browser, until a moderator approves it", async ({
  page,
  newVisitor,
}) => {
  // The moderator turns safe mode on, with a reason, from the keyboard.
  await logInAsModerator(page);
  await visit(page, "/moderate");
  const off = page.getByRole("region", { name: "Safe mode: off" });
  await off.getByLabel("Reason (published in the moderation log)").focus();
  await page.keyboard.type("A spam wave");
  await page.keyboard.press("Tab");
  await expect(off.getByRole("button", { name: "Turn safe mode on" })).toBeFocused();
  await page.keyboard.press("Enter");
  const on = page.getByRole("region", { name: "Safe mode: on" });
  await expect(on.getByRole("status")).toHaveText(/^Safe mode is on/);
  await expect(on.getByRole("status")).toBeFocused();
  await expectAxeClean(page);

  // A new browser is told before it writes, then posts from the keyboard and is told its post waits.
  const author = await newVisitor();
  await visit(author.page, "/anon");
  await expect(author.page.getByRole("heading", { name: "Safe mode is on", level: 2 })).toBeVisible();
  await expectAxeClean(author.page);
  await author.page.getByLabel("Title").focus();
  await author.page.keyboard.type("Hello from a newcomer");
  await author.page.keyboard.press("Tab");
  await author.page.keyboard.press("Tab");
  await expect(author.page.getByLabel("Text")).toBeFocused();
  await author.page.keyboard.type("My first post here");
  await author.page.getByRole("button", { name: "Submit" }).focus();
  await author.page.keyboard.press("Enter");
  const outcome = author.page.getByText("Posted! It is waiting for a moderator");
  await expect(outcome).toBeFocused();
  const viewIt = author.page.getByRole("link", { name: "view it" });
  const postPath = (await viewIt.getAttribute("href")) ?? "";
  await viewIt.focus();
  await author.page.keyboard.press("Enter");
  await expect(
    author.page.getByRole("heading", { name: "Your post is waiting for a moderator", level: 1 }),
  ).toBeVisible();
  await expect(author.page.getByText(/^Waiting for a moderator: safe mode is on/)).toBeVisible();
  await expectAxeClean(author.page);

  // Anyone else finds it nowhere: not on its page, not on the home page.
  const stranger = await newVisitor();
  await stranger.page.goto(postPath);
  await expect(stranger.page.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
  await homeLists(stranger.page, "Hello from a newcomer", false);

  // The moderator approves it from the queue, by keyboard: it is listed for everyone.
  await page.reload();
  const entry = page.getByRole("article", { name: /^Hello from a newcomer/ });
  await expect(entry.getByRole("heading", { level: 2 })).toContainText("(waiting for a moderator: safe mode)");
  await entry.getByLabel("Reason (published in the moderation log)").focus();
  await page.keyboard.type("A real neighbour");
  await page.keyboard.press("Tab");
  await expect(entry.getByLabel("Decision")).toBeFocused();
  await page.keyboard.type("Approve");
  await expect(entry.getByLabel("Decision")).toHaveValue("approve");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Approved: the post is listed/ })).toBeFocused();
  await homeLists(stranger.page, "Hello from a newcomer");
});
