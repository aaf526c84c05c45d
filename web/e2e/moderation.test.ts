// Trust and safety in the browser: report from the home page, three reporters with standing hide a post, a moderator
// restores it, authors delete their own posts (signed in; signed out from the same browser, and not from
// another), the public log shows each action, and axe finds nothing serious on /moderate and /moderation.
import { REPORTS_COLLECTION, SUSPENSION_DURATION_MESSAGE } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
// A post id tagged as the functions tag theirs: the server renders only a post it can tell is Village's.
import { sampleId as tagged } from "../../scripts/lib/seed.mjs";
import { postPath } from "../src/lib/paths";
import { siteUrl } from "../../test/support/emulators";
import { importAgedAccount } from "./support/aged-accounts";
import { expectAxeClean, seriousViolations } from "./support/axe";
import {
  actionsOf,
  expectDeleteOffered,
  homeLists,
  logInAsModerator,
  postHeading,
  report,
  reportFromHome,
} from "./support/moderation-steps";
import { hourlyPost, seedPosts } from "./support/posts";
import { logIn, logInAsNewAccount, resetEmulators, spoken, uniqueEmail, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

/** One post an hour old, listed on the home page. */
async function seedOne(title: string): Promise<void> {
  await seedPosts([hourlyPost(title)]);
}

test("reports a post from the home page: reason and note reach the moderators, nothing is shown publicly", async ({
  page,
}) => {
  await seedOne("Cheap watches");
  await visit(page, "/");
  await expect(postHeading(page, "Cheap watches")).toBeVisible();
  // The menu is reachable from the keyboard and says what it is for.
  await actionsOf(page, "Cheap watches").focus();
  await page.keyboard.press("Enter");
  await expect(actionsOf(page, "Cheap watches")).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(actionsOf(page, "Cheap watches")).toHaveAttribute("aria-expanded", "false");

  // The dialog, open, passes axe too.
  await actionsOf(page, "Cheap watches").click();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Report this post" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("dialog", { name: "Report this post" }).getByRole("button", { name: "Cancel" }).click();
  await expect(actionsOf(page, "Cheap watches")).toBeFocused();

  await report(page, "Cheap watches", "Spam", "Posted ten times today");
  const reports = (await adminDb().collection(REPORTS_COLLECTION).get()).docs.map((doc) => doc.data());
  expect(reports).toEqual([expect.objectContaining({ reason: "spam", note: "Posted ten times today" })]);
  await homeLists(page, "Cheap watches");
});

test("reports a reply from its thread; a moderator sees it with its post, hides it, and it leaves the thread", async ({
  page,
  newVisitor,
}) => {
  const post = { ...hourlyPost("Garden party"), id: tagged("Garden party") };
  await seedPosts([post]);
  // The reply's system of record, as createReply stores it; the trigger lists it in the thread.
  await adminDb().doc(`suggestions/${post.id}/replies/reply-one`).set({
    text: "Buy cheap watches",
    author: "Anonymous Heron",
    authorBrowser: "h",
    createdAt: new Date(),
    rand: 0.5,
  });
  const visitor = await newVisitor();
  const replies = visitor.page.getByRole("region", { name: /^Replies/ }).getByRole("listitem");
  await expect(async () => {
    await visitor.page.goto(postPath(post.id));
    await expect(replies).toHaveCount(1, { timeout: 2_000 });
  }).toPass();

  await visitor.page.getByRole("button", { name: "Report reply by Anonymous Heron" }).click();
  const dialog = visitor.page.getByRole("dialog", { name: "Report this reply" });
  await expect(dialog.getByText("Buy cheap watches")).toBeVisible();
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "moderators will review this reply." })).toBeFocused();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(visitor.page.getByRole("button", { name: "Report reply by Anonymous Heron" })).toBeFocused();

  await logInAsModerator(page);
  await page.goto("/moderate");
  const entry = page.getByRole("article", { name: "Reply to Garden party" });
  await expect(entry.getByText("Buy cheap watches")).toBeVisible();
  await expect(entry.getByRole("link", { name: "Garden party" })).toHaveAttribute("href", postPath(post.id));
  await entry.getByLabel("Reason (published in the moderation log)").fill("Advertising");
  await entry.getByLabel("Decision").selectOption({ label: "Hide" });
  await entry.getByRole("button", { name: "Apply" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Hidden: the reply is out of every public view." }).first(),
  ).toBeVisible();

  await expect(async () => {
    await visitor.page.goto(postPath(post.id));
    await expect(visitor.page.getByRole("heading", { name: "Replies", level: 2 })).toBeVisible({ timeout: 2_000 });
    await expect(replies).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
  await visitor.page.goto("/moderation");
  await expect(visitor.page.getByText("Hidden by a moderator: [removed]")).toBeVisible();
});

test("hides a post once three people with standing report it; a moderator restores it; the log shows both", async ({
  page,
  newVisitor,
}) => {
  await seedOne("Rude words");
  for (let reporter = 0; reporter < 3; reporter++) {
    // Each an old account with a verified e-mail, in a browser of its own (the emulator has no addresses:
    // each account is a reporter). Signed-out and new accounts' reports never hide a post.
    const email = uniqueEmail(`reporter${reporter}`);
    await importAgedAccount({ email, password: "reporter-secret", displayName: `Reporter ${reporter}` });
    const { page: reporterPage, context } = await newVisitor();
    await logIn(reporterPage, email, "reporter-secret", `Reporter ${reporter}`);
    await homeLists(reporterPage, "Rude words");
    await report(reporterPage, "Rude words", "Hate or harassment");
    await context.close();
  }
  const visitor = await newVisitor();
  await homeLists(visitor.page, "Rude words", false);

  const email = await logInAsModerator(page);
  await page.goto("/moderate");
  await expect(page.getByRole("heading", { name: "Moderation queue", level: 1 })).toBeVisible();
  const entry = page.getByRole("article", { name: "Rude words (hidden)" });
  await expect(
    entry.getByText(
      "3 reports (3 from signed-in accounts, 3 counted toward hiding; 0 signed out): Hate or harassment × 3",
    ),
  ).toBeVisible();
  // The dark scheme too (its suspension <select> was 4.3:1).
  await expectAxeClean(page);
  await entry.getByLabel("Reason (published in the moderation log)").fill("Not harassment, a joke among friends");
  await entry.getByLabel("Decision").selectOption({ label: "Restore" });
  await entry.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored: the post is up again." }).first()).toBeVisible();
  // Focus on what came of it, not fallen to <body>.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Restored: the post is up again.");
  await expect(
    page.getByRole("article", { name: "Rude words" }).getByRole("option", { name: "Hide", exact: true }),
  ).toBeAttached();

  await homeLists(visitor.page, "Rude words");
  await visitor.page.goto("/moderation");
  await expect(visitor.page.getByText("Restored by a moderator; the post is up again: Rude words")).toBeVisible();
  await expect(visitor.page.getByText("Reason: Not harassment, a joke among friends")).toBeVisible();
  // What was hidden is not repeated in public: the log says what was done.
  await expect(visitor.page.getByText("Hidden after reports, pending review: [removed]")).toBeVisible();
  // Never who moderated.
  const logText = await visitor.page.locator("main").innerText();
  expect(logText).not.toContain("Quinn");
  expect(logText).not.toContain(email);
  expect(await seriousViolations(visitor.page)).toEqual([]);
});

test("copies a post's link from its menu, reached by keyboard", async ({ page, context }) => {
  await seedOne("Linked post");
  await visit(page, "/");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  await actionsOf(page, "Linked post").focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Copy link" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeAttached();
  const link = page.getByRole("link", { name: "Linked post" });
  await expect(link).toHaveAttribute("href", /^\/p\//);
  const href = await link.getAttribute("href");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${href ?? ""}`);
});

test("sends everyone but moderators home from /moderate", async ({ page }) => {
  await logInAsNewAccount(page, { displayName: "Mem" });
  await page.goto("/moderate");
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("lets a signed-in author delete their own post after confirming", async ({ page }) => {
  await logInAsNewAccount(page, { displayName: "Ann" });
  await page.goto("/new");
  await page.getByLabel("Title").fill("Second thoughts");
  await page.getByLabel("Suggestion details").fill("I take it back");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(postHeading(page, "Second thoughts")).toBeVisible();

  await actionsOf(page, "Second thoughts").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await expect(confirm).toBeVisible();
  // It opens on Cancel: one Enter keeps the post.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  await expect(confirm).toContainText("its link will stop working");
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(postHeading(page, "Second thoughts")).toBeVisible();
  await actionsOf(page, "Second thoughts").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await expect(postHeading(page, "Second thoughts")).toHaveCount(0);

  await homeLists(page, "Second thoughts", false);
  // An author's own deletion is not moderation: the log does not list it.
  await page.goto("/moderation");
  await expect(page.getByText("No moderation actions yet.")).toBeVisible();
  await expect(page.getByText("Second thoughts")).toHaveCount(0);
});

test("lets a signed-out poster delete from the browser that posted, and not from another", async ({
  page,
  newVisitor,
}) => {
  const poster = { page };
  await visit(poster.page, "/anon");
  await poster.page.getByLabel("Title").fill("Posted in haste");
  await poster.page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(poster.page, "status")).toHaveText(/^Posted! — view it/);
  // Focus on the outcome, where the next step (view it) is.
  await expect.poll(() => poster.page.evaluate(() => document.activeElement?.textContent)).toBe("Posted! — view it");
  await homeLists(poster.page, "Posted in haste");

  // Another browser: Report only.
  const other = await newVisitor();
  await expectDeleteOffered(other.page, "Posted in haste", false);
  await other.context.close();

  await actionsOf(poster.page, "Posted in haste").click();
  await poster.page.getByRole("button", { name: "Delete", exact: true }).click();
  await poster.page
    .getByRole("dialog", { name: "Delete this post?" })
    .getByRole("button", { name: "Delete post" })
    .click();
  await expect(postHeading(poster.page, "Posted in haste")).toHaveCount(0);
  await homeLists(poster.page, "Posted in haste", false);
});

test("suspends an anonymous author from the queue, after a red confirmation; that browser's next post is refused", async ({
  page,
  newVisitor,
}) => {
  const poster = await newVisitor();
  await visit(poster.page, "/anon");
  await poster.page.getByLabel("Title").fill("Spam from one browser");
  await poster.page.getByRole("button", { name: "Submit" }).click();
  await expect(poster.page.getByRole("status").filter({ hasText: "Posted" })).toBeVisible();
  const reporter = await newVisitor();
  await reportFromHome(reporter.page, "Spam from one browser");
  await reporter.context.close();

  await logInAsModerator(page);
  // Moderators find the queue from the header.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Moderate" }).click();
  await expect(page.getByRole("heading", { name: "Moderation queue", level: 1 })).toBeVisible();
  const entry = page.getByRole("article", { name: "Spam from one browser" });
  // When it was posted and reported, and a link to the post.
  await expect(entry.getByText(/^Posted .+ · Latest report .+$/)).toBeVisible();
  await expect(entry.getByRole("link", { name: "Spam from one browser" })).toHaveAttribute("href", /^\/p\//);
  await entry.getByLabel("Reason (published in the moderation log)").fill("Advertising");

  // One decision per entry: a choice of action and one button.
  await expect(entry.getByRole("button")).toHaveText(["Apply"]);
  // Delete asks first, and Cancel changes nothing.
  await entry.getByLabel("Decision").selectOption({ label: "Delete" });
  await entry.getByRole("button", { name: "Apply" }).click();
  const deleteDialog = page.getByRole("dialog", { name: "Delete this post for good?" });
  await expect(deleteDialog).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  await deleteDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(deleteDialog).toHaveCount(0);
  await expect(entry).toBeVisible();

  // Suspending asks how long, with no duration chosen for the moderator: Apply without one is refused.
  await entry.getByLabel("Decision").selectOption({ label: "Suspend the author" });
  await expect(entry.getByLabel("Suspension")).toHaveValue("");
  await entry.getByRole("button", { name: "Apply" }).click();
  await expect(entry.getByLabel("Suspension")).toHaveAccessibleDescription(SUSPENSION_DURATION_MESSAGE);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await entry.getByLabel("Suspension").selectOption({ label: "7 days" });
  await entry.getByRole("button", { name: "Apply" }).click();
  const confirm = page.getByRole("dialog", { name: "Suspend this author (7 days)?" });
  const button = confirm.getByRole("button", { name: "Suspend", exact: true });
  await expect(confirm).toBeVisible();
  // It opens on Cancel: one Enter suspends nobody.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  // Styled as destructive: red, unlike Cancel.
  const red = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  const cancel = await confirm
    .getByRole("button", { name: "Cancel" })
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(red).not.toBe(cancel);
  expect(await seriousViolations(page)).toEqual([]);
  await button.click();
  await expect(
    page.getByRole("status").filter({ hasText: "The author is suspended for 7 days." }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("The author is suspended for 7 days.");
  // The entry, still in the queue, says it is done, and its reason is cleared: nothing invites a second go.
  await expect(entry.getByText("✓ The author is suspended for 7 days.")).toBeVisible();
  await expect(entry.getByLabel("Reason (published in the moderation log)")).toHaveValue("");

  // The same browser is told, with the reason, and its form is disabled before it types (decision 0128);
  // another browser still posts.
  await poster.page.goto("/anon");
  await expect(poster.page.getByRole("region", { name: "You can't post right now" })).toContainText("Advertising");
  await expect(poster.page.getByLabel("Title")).toBeDisabled();
  const neighbour = await newVisitor();
  await visit(neighbour.page, "/anon");
  await neighbour.page.getByLabel("Title").fill("Hello from next door");
  await neighbour.page.getByRole("button", { name: "Submit" }).click();
  await expect(neighbour.page.getByRole("status").filter({ hasText: "Posted" })).toBeVisible();

  await poster.page.goto("/moderation");
  await expect(poster.page.getByText("An author was suspended")).toBeVisible();
  await expect(poster.page.getByText("Reason: Advertising")).toBeVisible();
  const logText = await poster.page.locator("main").innerText();
  expect(logText).not.toContain("Spam from one browser");
});

test("/moderation, still empty, passes axe", async ({ page }) => {
  await visit(page, "/moderation");
  await expect(page.getByText("No moderation actions yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
