// Issue 30's checks on the pages only a signed-in person or a moderator reaches, which the every-route axe
// check (accessibility.test.ts) sees signed out only: /reports with its reports and the moderation log with
// an entry pass axe in both colour schemes; a moderator's name is whole in the desktop header (it was cut to
// "Kee…" at 1280 px); and the forms' headings sit one form gap above what follows (no doubled margins).
import type { Page } from "playwright-core";
import { getAuth } from "firebase-admin/auth";
import { beforeEach, expect, it } from "vitest";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../scripts/lib/moderators.mjs";
import { siteUrl } from "../../test/support/emulators";
import { paths } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { actionsOf, expectAxeClean, moderatorAt, postHeading } from "./support/moderation-steps";
import { hourlyPosts, seedPosts } from "./support/posts";
import { createAccount, DESKTOP, logIn, openPage, resetEmulators, signedInPage, uniqueEmail } from "./support/site";

const browser = browserForFile();

beforeEach(async () => {
  await resetEmulators();
});

it("/reports, before and after a moderator acts, and the moderation log with its entry pass axe in both schemes", async () => {
  const [post] = hourlyPosts(1, () => "Loud music at night");
  if (!post) throw new Error("no post");
  await seedPosts([post]);
  const reporter = await signedInPage(browser(), { displayName: "Robin" });
  await reporter.page.goto(`${siteUrl}/`);
  await postHeading(reporter.page, "Loud music at night").waitFor();
  await actionsOf(reporter.page, "Loud music at night").click();
  await reporter.page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = reporter.page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog.getByText("Thank you. Moderators will review this post.").waitFor();

  await reporter.page.goto(`${siteUrl}${paths.yourReports}`);
  await reporter.page.getByText("Waiting for a moderator").waitFor();
  await expectAxeClean(reporter.page);

  const mod = await moderatorAt(browser(), "Loud music at night");
  await mod.entry.getByLabel("Reason (published in the moderation log)").fill("Off-topic");
  await mod.entry.getByRole("button", { name: "Hide", exact: true }).click();
  await mod.page.getByRole("status").filter({ hasText: "Hidden: the post is out of every public view." }).waitFor();
  await mod.page.goto(`${siteUrl}${paths.moderationLog}`);
  await mod.page.getByText("Reason: Off-topic").waitFor();
  await expectAxeClean(mod.page);

  await reporter.page.goto(`${siteUrl}${paths.yourReports}`);
  await reporter.page.getByText(/· Hidden$/).waitFor();
  await expectAxeClean(reporter.page);
  await Promise.all([reporter.context.close(), mod.context.close()]);
}, 150_000);

it("shows a moderator's long name whole in the header of a 1280 px desktop", async () => {
  const email = uniqueEmail("keeper");
  const name = "Keeper of the bench";
  await createAccount({ email, password: "keeper-secret", displayName: name });
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  const { page, context } = await openPage(browser(), "/", { viewport: DESKTOP });
  await logIn(page, email, "keeper-secret", name);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Moderate" }).waitFor();
  const link = nav.getByRole("link", { name });
  const { shown, whole } = await link.evaluate((element) => ({
    shown: element.clientWidth,
    whole: element.scrollWidth,
  }));
  expect(whole).toBeGreaterThan(0);
  expect(shown).toBeGreaterThanOrEqual(whole);
  await context.close();
});

/** The space between a heading and the element after it, and its form's own gap between parts. */
async function spaceUnder(page: Page, heading: string) {
  return page.getByRole("heading", { name: heading }).evaluate((element) => {
    const next = element.nextElementSibling;
    const parent = element.parentElement;
    if (!next || !parent) throw new Error("the heading has nothing after it");
    return {
      space: Math.round(next.getBoundingClientRect().top - element.getBoundingClientRect().bottom),
      gap: Math.round(parseFloat(getComputedStyle(parent).rowGap)),
    };
  });
}

it("leaves one form gap under 'How should your posts be signed?' and 'Delete your account', no more", async () => {
  const { page, context } = await signedInPage(browser(), { emailName: "nameless" });
  await page.goto(`${siteUrl}/new`);
  await page.getByRole("heading", { name: "How should your posts be signed?" }).waitFor();
  const signed = await spaceUnder(page, "How should your posts be signed?");
  expect(signed.gap).toBeGreaterThan(0);
  expect(signed.space).toBe(signed.gap);

  await page.goto(`${siteUrl}/account`);
  await page.getByRole("heading", { name: "Delete your account" }).waitFor();
  const deleting = await spaceUnder(page, "Delete your account");
  expect(deleting.gap).toBeGreaterThan(0);
  expect(deleting.space).toBe(deleting.gap);
  await context.close();
});
