// Trust and safety in the browser: report from the home page, three reporters hide a post, a moderator
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
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { createAccount, logIn, openPage, resetEmulators, signedInPage, spokenText, uniqueEmail } from "./support/site";

const browser = browserForFile();

beforeEach(async () => {
  await resetEmulators();
});

const postHeading = (page: Page, title: string) => page.getByRole("heading", { name: title, level: 2 });
const actionsOf = (page: Page, title: string) => page.getByRole("button", { name: `Actions for post: ${title}` });

/** Reloads the home page until the post is listed (or, with `shown: false`, gone): the trigger runs after. */
async function homeShows(page: Page, title: string, shown = true): Promise<void> {
  const listed = async () => {
    await page.goto(`${siteUrl}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page
      .getByText(/result|No thoughts/)
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

it("hides a post once three people report it; a moderator restores it; the log shows both", async () => {
  await seedOne("Rude words");
  for (let reporter = 0; reporter < 3; reporter++) {
    // Each a browser of its own (the emulator has no addresses: each browser is a reporter).
    const { page, context } = await openPage(browser(), "/");
    await postHeading(page, "Rude words").waitFor();
    await report(page, "Rude words", "Hate or harassment");
    await context.close();
  }
  const visitor = await openPage(browser(), "/");
  await homeShows(visitor.page, "Rude words", false);

  const { page, context, email } = await moderatorPage();
  await page.goto(`${siteUrl}/moderate`);
  await page.getByRole("heading", { name: "Moderation queue", level: 1 }).waitFor();
  const entry = page.getByRole("article", { name: "Rude words (hidden)" });
  await entry.getByText("3 reports from 3 counted reporters: Hate or harassment × 3").waitFor();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(serious)).toEqual([]);
  await entry.getByLabel("Reason (published in the moderation log)").fill("Not harassment, a joke among friends");
  await entry.getByRole("button", { name: "Restore" }).click();
  await page.getByRole("article", { name: "Rude words" }).getByRole("button", { name: "Hide" }).waitFor();

  await homeShows(visitor.page, "Rude words");
  await visitor.page.goto(`${siteUrl}/moderation`);
  await visitor.page.getByText("Restored by a moderator: Rude words").waitFor();
  await visitor.page.getByText("Reason: Not harassment, a joke among friends").waitFor();
  await visitor.page.getByText("Hidden after reports, pending review: Rude words").waitFor();
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
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await postHeading(page, "Second thoughts").waitFor();
  await actionsOf(page, "Second thoughts").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await postHeading(page, "Second thoughts").waitFor({ state: "detached" });

  await homeShows(page, "Second thoughts", false);
  await page.goto(`${siteUrl}/moderation`);
  await page.getByText("Removed by its author").waitFor();
  expect(await page.getByText("Second thoughts").count()).toBe(0);
  await context.close();
});

it("lets a signed-out poster delete from the browser that posted, and not from another", async () => {
  const poster = await openPage(browser(), "/anon");
  await poster.page.getByLabel("Title").fill("Posted in haste");
  await poster.page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(poster.page, "status")).toBe("Posted!");
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

it("/moderation, still empty, passes axe", async () => {
  const { page, context } = await openPage(browser(), "/moderation");
  await page.getByText("No moderation actions yet.").waitFor();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(serious)).toEqual([]);
  await context.close();
});

function serious(violation: { impact?: string | null }): boolean {
  return violation.impact === "serious" || violation.impact === "critical";
}
