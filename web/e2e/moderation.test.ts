// Trust and safety in the browser: report from the home page, three reporters with standing hide a post, a moderator
// restores it, authors delete their own posts (signed in; signed out from the same browser, and not from
// another), the public log shows each action, and axe finds nothing serious on /moderate and /moderation.
import { AxeBuilder } from "@axe-core/playwright";
import { getAuth } from "firebase-admin/auth";
import type { Page } from "playwright-core";
import { beforeEach, expect, it } from "vitest";
import { REPORTS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../scripts/lib/moderators.mjs";
import { siteUrl } from "../../test/support/emulators";
import { importAgedAccount } from "./support/aged-accounts";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import {
  appRunning,
  createAccount,
  logIn,
  openPage,
  resetEmulators,
  signedInPage,
  spokenText,
  uniqueEmail,
} from "./support/site";

const browser = browserForFile();

beforeEach(async () => {
  await resetEmulators();
});

const postHeading = (page: Page, title: string) => page.getByRole("heading", { name: title, level: 2 });
const actionsOf = (page: Page, title: string) => page.getByRole("button", { name: `Actions for post: ${title}` });

/** Reloads the home page until the post is listed (or, with `shown: false`, gone): the trigger runs after. */
async function homeShows(page: Page, title: string, shown = true): Promise<void> {
  const listed = async () => {
    // A fresh visit each time: going to the same URL again would be a reload, which returns the list the
    // history entry kept (place-keeping, decision 0020) instead of reading it again.
    await page.goto("about:blank");
    await page.goto(`${siteUrl}/`);
    // The home page is rendered on the server: its buttons do nothing until the app has taken over.
    await appRunning(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page
      .getByText(/result|No thoughts|Be the first/)
      .first()
      .waitFor();
    return (await postHeading(page, title).count()) > 0;
  };
  await expect
    .poll(listed, { timeout: 20_000, interval: 500, message: `"${title}" listed on the home page` })
    .toBe(shown);
}

/** Reports the post from the home page through its menu and dialog. */
async function report(page: Page, title: string, reason: string, note?: string): Promise<void> {
  await actionsOf(page, title).click();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel(reason).check();
  if (note !== undefined) await dialog.getByLabel("Note for moderators (optional)").fill(note);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog.getByText("Thank you. Moderators will review this post.").waitFor();
  await dialog.getByRole("button", { name: "Close" }).click();
}

async function seedOne(title: string): Promise<void> {
  const [post] = hourlyPosts(1, () => title, Date.now() - 60_000);
  if (post) await seedPosts([post]);
}

async function moderatorPage() {
  const email = uniqueEmail("mod");
  await createAccount({ email, password: "mod-secret", displayName: "Quinn" });
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  const opened = await openPage(browser(), "/");
  await logIn(opened.page, email, "mod-secret", "Quinn");
  return { ...opened, email };
}

it("reports a post from the home page: reason and note reach the moderators, nothing is shown publicly", async () => {
  await seedOne("Cheap watches");
  const { page, context } = await openPage(browser(), "/");
  await postHeading(page, "Cheap watches").waitFor();
  // The menu is reachable from the keyboard and says what it is for.
  await actionsOf(page, "Cheap watches").focus();
  await page.keyboard.press("Enter");
  expect(await actionsOf(page, "Cheap watches").getAttribute("aria-expanded")).toBe("true");
  await page.keyboard.press("Escape");
  expect(await actionsOf(page, "Cheap watches").getAttribute("aria-expanded")).toBe("false");

  // The dialog, open, passes axe too.
  await actionsOf(page, "Cheap watches").click();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  await page.getByRole("dialog", { name: "Report this post" }).waitFor();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(serious)).toEqual([]);
  await page.getByRole("dialog", { name: "Report this post" }).getByRole("button", { name: "Cancel" }).click();
  await expect
    .poll(() => actionsOf(page, "Cheap watches").evaluate((element) => element === document.activeElement))
    .toBe(true);

  await report(page, "Cheap watches", "Spam", "Posted ten times today");
  const reports = (await adminDb().collection(REPORTS_COLLECTION).get()).docs.map((doc) => doc.data());
  expect(reports).toEqual([expect.objectContaining({ reason: "spam", note: "Posted ten times today" })]);
  await homeShows(page, "Cheap watches");
  await context.close();
});

it("hides a post once three people with standing report it; a moderator restores it; the log shows both", async () => {
  await seedOne("Rude words");
  for (let reporter = 0; reporter < 3; reporter++) {
    // Each an old account with a verified e-mail, in a browser of its own (the emulator has no addresses:
    // each account is a reporter). Signed-out and new accounts' reports never hide a post.
    const email = uniqueEmail(`reporter${reporter}`);
    await importAgedAccount({ email, password: "reporter-secret", displayName: `Reporter ${reporter}` });
    const { page, context } = await openPage(browser(), "/");
    await logIn(page, email, "reporter-secret", `Reporter ${reporter}`);
    await page.goto(`${siteUrl}/`);
    await postHeading(page, "Rude words").waitFor();
    await appRunning(page);
    await report(page, "Rude words", "Hate or harassment");
    await context.close();
  }
  const visitor = await openPage(browser(), "/");
  await homeShows(visitor.page, "Rude words", false);

  const { page, context, email } = await moderatorPage();
  await page.goto(`${siteUrl}/moderate`);
  await page.getByRole("heading", { name: "Moderation queue", level: 1 }).waitFor();
  const entry = page.getByRole("article", { name: "Rude words (hidden)" });
  await entry
    .getByText("3 reports (3 from signed-in accounts, 3 counted toward hiding; 0 signed out): Hate or harassment × 3")
    .waitFor();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(serious)).toEqual([]);
  // The dark scheme too (its suspension <select> was 4.3:1).
  await page.emulateMedia({ colorScheme: "dark" });
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(serious)).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  await entry.getByLabel("Reason (published in the moderation log)").fill("Not harassment, a joke among friends");
  await entry.getByRole("button", { name: "Restore" }).click();
  await page.getByRole("status").filter({ hasText: "Restored: the post is up again." }).first().waitFor();
  // Focus on what came of it, not fallen to <body>.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Restored: the post is up again.");
  await page.getByRole("article", { name: "Rude words" }).getByRole("button", { name: "Hide", exact: true }).waitFor();

  await homeShows(visitor.page, "Rude words");
  await visitor.page.goto(`${siteUrl}/moderation`);
  await visitor.page.getByText("Restored by a moderator; the post is up again: Rude words").waitFor();
  await visitor.page.getByText("Reason: Not harassment, a joke among friends").waitFor();
  // What was hidden is not repeated in public: the log says what was done.
  await visitor.page.getByText("Hidden after reports, pending review: [removed]").waitFor();
  // Never who moderated.
  const logText = await visitor.page.locator("main").innerText();
  expect(logText).not.toContain("Quinn");
  expect(logText).not.toContain(email);
  expect((await new AxeBuilder({ page: visitor.page }).analyze()).violations.filter(serious)).toEqual([]);
  await context.close();
  await visitor.context.close();
});

it("copies a post's link from its menu, reached by keyboard", async () => {
  await seedOne("Linked post");
  const { page, context } = await openPage(browser(), "/");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  await actionsOf(page, "Linked post").focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Copy link" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("status").filter({ hasText: "Link copied." }).waitFor({ state: "attached" });
  const href = await page.getByRole("link", { name: "Linked post" }).getAttribute("href");
  expect(href).toMatch(/^\/p\//);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}${href ?? ""}`);
  await context.close();
});

it("sends everyone but moderators home from /moderate", async () => {
  const { page, context } = await signedInPage(browser(), { displayName: "Mem" });
  await page.goto(`${siteUrl}/moderate`);
  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
  await context.close();
});

it("lets a signed-in author delete their own post after confirming", async () => {
  const { page, context } = await signedInPage(browser(), { displayName: "Ann" });
  await page.goto(`${siteUrl}/new`);
  await page.getByLabel("Title").fill("Second thoughts");
  await page.getByLabel("Suggestion details").fill("I take it back");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await postHeading(page, "Second thoughts").waitFor();

  await actionsOf(page, "Second thoughts").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await confirm.waitFor();
  // It opens on Cancel: one Enter keeps the post.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  expect(await confirm.innerText()).toContain("its link will stop working");
  await page.keyboard.press("Enter");
  await confirm.waitFor({ state: "detached" });
  await postHeading(page, "Second thoughts").waitFor();
  await actionsOf(page, "Second thoughts").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await postHeading(page, "Second thoughts").waitFor({ state: "detached" });

  await homeShows(page, "Second thoughts", false);
  // An author's own deletion is not moderation: the log does not list it.
  await page.goto(`${siteUrl}/moderation`);
  await page.getByText("No moderation actions yet.").waitFor();
  expect(await page.getByText("Second thoughts").count()).toBe(0);
  await context.close();
});

it("lets a signed-out poster delete from the browser that posted, and not from another", async () => {
  const poster = await openPage(browser(), "/anon");
  await poster.page.getByLabel("Title").fill("Posted in haste");
  await poster.page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(poster.page, "status")).toMatch(/^Posted! — view it/);
  // Focus on the outcome, where the next step (view it) is.
  await expect.poll(() => poster.page.evaluate(() => document.activeElement?.textContent)).toBe("Posted! — view it");
  await homeShows(poster.page, "Posted in haste");

  // Another browser: Report only.
  const other = await openPage(browser(), "/");
  await actionsOf(other.page, "Posted in haste").click();
  await other.page.getByRole("button", { name: "Report", exact: true }).waitFor();
  expect(await other.page.getByRole("button", { name: "Delete", exact: true }).count()).toBe(0);
  await other.context.close();

  await actionsOf(poster.page, "Posted in haste").click();
  await poster.page.getByRole("button", { name: "Delete", exact: true }).click();
  await poster.page
    .getByRole("dialog", { name: "Delete this post?" })
    .getByRole("button", { name: "Delete post" })
    .click();
  await postHeading(poster.page, "Posted in haste").waitFor({ state: "detached" });
  await homeShows(poster.page, "Posted in haste", false);
  await poster.context.close();
});

it("suspends an anonymous author from the queue, after a red confirmation; that browser's next post is refused", async () => {
  const poster = await openPage(browser(), "/anon");
  await poster.page.getByLabel("Title").fill("Spam from one browser");
  await poster.page.getByRole("button", { name: "Submit" }).click();
  await poster.page.getByRole("status").filter({ hasText: "Posted" }).waitFor();
  const reporter = await openPage(browser(), "/");
  await homeShows(reporter.page, "Spam from one browser");
  await report(reporter.page, "Spam from one browser", "Spam");
  await reporter.context.close();

  const { page, context } = await moderatorPage();
  // Moderators find the queue from the header.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Moderate" }).click();
  await page.getByRole("heading", { name: "Moderation queue", level: 1 }).waitFor();
  const entry = page.getByRole("article", { name: "Spam from one browser" });
  // When it was posted and reported, and a link to the post.
  await entry.getByText(/^Posted .+ · Latest report .+$/).waitFor();
  expect(await entry.getByRole("link", { name: "Spam from one browser" }).getAttribute("href")).toMatch(/^\/p\//);
  await entry.getByLabel("Reason (published in the moderation log)").fill("Advertising");

  // Delete asks first, and Cancel changes nothing.
  await entry.getByRole("button", { name: "Delete" }).click();
  const deleteDialog = page.getByRole("dialog", { name: "Delete this post for good?" });
  await deleteDialog.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  await deleteDialog.getByRole("button", { name: "Cancel" }).click();
  await deleteDialog.waitFor({ state: "detached" });
  await entry.waitFor();

  await entry.getByLabel("Suspension").selectOption({ label: "7 days" });
  await entry.getByRole("button", { name: "Suspend the author" }).click();
  const confirm = page.getByRole("dialog", { name: "Suspend this author (7 days)?" });
  const button = confirm.getByRole("button", { name: "Suspend", exact: true });
  await confirm.waitFor();
  // It opens on Cancel: one Enter suspends nobody.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  // Styled as destructive: red, unlike Keep.
  const red = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  const keep = await entry
    .getByRole("button", { name: "Keep" })
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(red).not.toBe(keep);
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(serious)).toEqual([]);
  await button.click();
  await page.getByRole("status").filter({ hasText: "The author is suspended for 7 days." }).first().waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("The author is suspended for 7 days.");
  // The entry, still in the queue, says it is done, and its reason is cleared: nothing invites a second go.
  await entry.getByText("✓ The author is suspended for 7 days.").waitFor();
  expect(await entry.getByLabel("Reason (published in the moderation log)").inputValue()).toBe("");

  // The same browser tries again: refused, with the reason; another browser still posts.
  await poster.page.goto(`${siteUrl}/anon`);
  await poster.page.getByLabel("Title").fill("More spam");
  await poster.page.getByRole("button", { name: "Submit" }).click();
  await poster.page.getByText(/This browser may not post anonymously until .+ \(Advertising\)/).waitFor();
  const neighbour = await openPage(browser(), "/anon");
  await neighbour.page.getByLabel("Title").fill("Hello from next door");
  await neighbour.page.getByRole("button", { name: "Submit" }).click();
  await neighbour.page.getByRole("status").filter({ hasText: "Posted" }).waitFor();

  await poster.page.goto(`${siteUrl}/moderation`);
  await poster.page.getByText("An author was suspended").waitFor();
  await poster.page.getByText("Reason: Advertising").waitFor();
  expect(await poster.page.locator("main").innerText()).not.toContain("Spam from one browser");
  await Promise.all([poster.context.close(), neighbour.context.close(), context.close()]);
});

it("/moderation, still empty, passes axe", async () => {
  const { page, context } = await openPage(browser(), "/moderation");
  await page.getByText("No moderation actions yet.").waitFor();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(serious)).toEqual([]);
  await context.close();
});

function serious(violation: { impact?: string | null }): boolean {
  return violation.impact === "serious" || violation.impact === "critical";
}
