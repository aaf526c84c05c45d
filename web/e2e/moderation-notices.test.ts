// A statement of reasons and one appeal (issue #48 items 2 and 3; decisions 0128 and 0129), in Chromium, by
// keyboard only: a moderator hides a signed-out author's post; on another page, the author's header announces
// the notice; the author reads why, under which guideline and until when to appeal, and appeals; a second
// moderator reverses it from /moderate; the post is up again, and the author is told. axe clean, light and dark.
import type { Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";
import { logInAsModerator, postAnonymously } from "./support/moderation-steps";
import { moderateByCall } from "./support/moderator-calls";
import { expectSaidWithFocus, resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

/** Presses Enter on `name`'s button, reached by focus as Tab would reach it. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole("button", { name }).focus();
  await page.keyboard.press("Enter");
}

test("tells a hidden author why on another page; the appeal reaches a second moderator, who restores it", async ({
  page: author,
  newVisitor,
}) => {
  // Two browsers, a moderator's call and the functions' first (cold) calls: longer than one page's test.
  test.slow();
  await visit(author, "/anon");
  const id = await postAnonymously(author, "Garden party");
  await moderateByCall({ postId: id, action: "hide", reason: "Insults a neighbour", guideline: "harassment" });

  // Any page: the header announces it (a status line), and opens the notices by keyboard.
  await visit(author, "/guidelines");
  const header = author.getByRole("status").filter({ hasText: "1 new notice from moderators" });
  await expect(header).toBeVisible();
  await press(author, "1 new notice from moderators");
  const notices = author.getByRole("dialog", { name: "Notices from moderators" });
  await expect(notices).toContainText("A moderator hid your post", { useInnerText: true });
  await expect(notices).toContainText("Post: Garden party", { useInnerText: true });
  await expect(notices).toContainText("Reason: Insults a neighbour", { useInnerText: true });
  await expect(notices.getByRole("link", { name: "Harassment" })).toHaveAttribute(
    "href",
    "/guidelines#guideline-harassment",
  );
  await expect(notices).toContainText("You can appeal once, until", { useInnerText: true });
  await expectAxeClean(author);

  await press(author, /^Appeal$/);
  await expect(notices.getByLabel(/Why should this be reversed/)).toBeFocused();
  await author.keyboard.type("It was a joke between friends.");
  await author.keyboard.press("Tab");
  await expect(notices.getByRole("button", { name: "Send appeal" })).toBeFocused();
  await author.keyboard.press("Enter");
  await expectSaidWithFocus(author, /^Your appeal was sent\./);
  await expect(notices).toContainText("Your appeal is with another moderator", { useInnerText: true });
  await expect(notices.getByRole("button", { name: "Appeal", exact: true })).toHaveCount(0);
  await author.keyboard.press("Escape");
  await expect(notices).toHaveCount(0);
  await expect(author.getByRole("button", { name: "Notices from moderators" })).toBeFocused();
  // The header's button on the banner, in both schemes.
  await expectAxeClean(author);

  // A second moderator (not the one who acted) finds the appeal above the queue and reverses it.
  const moderator = (await newVisitor()).page;
  await logInAsModerator(moderator, "Robin");
  await moderator.goto("/moderate");
  const appeal = moderator.getByRole("region", { name: "Appeals" }).getByRole("listitem");
  await expect(appeal).toContainText("The author's appeal", { useInnerText: true });
  await expect(appeal).toContainText("It was a joke between friends.", { useInnerText: true });
  await expectAxeClean(moderator);
  await appeal.getByLabel(/Reason for your decision/).focus();
  await moderator.keyboard.type("Friendly banter, not an insult");
  await press(moderator, "Reverse");
  await expectSaidWithFocus(moderator, "Appeal granted: the action was reversed.");

  // The author's next visit: told of the outcome, and the post is up again.
  await expect(async () => {
    await visit(author, "/moderation");
    await expect(author.getByRole("button", { name: "1 new notice from moderators" })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await press(author, "1 new notice from moderators");
  await expect(notices).toContainText("Your appeal was granted: the action was reversed.", { useInnerText: true });
  await expect(notices).toContainText("Decision: Friendly banter, not an insult", { useInnerText: true });
  await expectAxeClean(author);
  await author.keyboard.press("Escape");
  await expect(async () => {
    await author.goto(`/p/${id}`);
    await expect(author.getByRole("heading", { name: "Garden party", level: 1 })).toBeVisible({ timeout: 2_000 });
  }).toPass();
});
