// Issue 30's checks on the pages only a signed-in person or a moderator reaches, which the every-route axe
// check (accessibility.test.ts) sees signed out only: /reports with its reports and the moderation log with
// an entry pass axe in both colour schemes; a moderator's name is whole in the desktop header (it was cut to
// "Kee…" at 1280 px); and the forms' headings sit one form gap above what follows (no doubled margins).
import type { Page } from "@playwright/test";
import { paths } from "../src/lib/paths";
import { expectAxeClean } from "./support/axe";
import { hideAt, homeLists, logInAsModerator, moderatorAt, report } from "./support/moderation-steps";
import { hourlyPost, seedPosts } from "./support/posts";
import { DESKTOP, logInAsNewAccount, resetEmulators } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

test("/reports, before and after a moderator acts, and the moderation log with its entry pass axe in both schemes", async ({
  page: reporter,
  newVisitor,
}) => {
  // Two browsers, a moderator, and four axe checks: longer than one page's test.
  test.slow();
  await seedPosts([hourlyPost("Loud music at night")]);
  await logInAsNewAccount(reporter, { displayName: "Robin" });
  await homeLists(reporter, "Loud music at night");
  await report(reporter, "Loud music at night");

  await reporter.goto(paths.yourReports);
  await expect(reporter.getByText("Waiting for a moderator")).toBeVisible();
  await expectAxeClean(reporter);

  const mod = await moderatorAt((await newVisitor()).page, "Loud music at night");
  await hideAt(mod, "Off-topic");
  await mod.page.goto(paths.moderationLog);
  await expect(mod.page.getByText("Reason: Off-topic")).toBeVisible();
  await expectAxeClean(mod.page);

  await reporter.goto(paths.yourReports);
  await expect(reporter.getByText(/· Hidden$/)).toBeVisible();
  await expectAxeClean(reporter);
});

test("shows a moderator's long name whole in the header of a 1280 px desktop", async ({ page }) => {
  const name = "Keeper of the bench";
  await page.setViewportSize(DESKTOP);
  await logInAsModerator(page, name);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Moderate" })).toBeVisible();
  const link = nav.getByRole("link", { name });
  const { shown, whole } = await link.evaluate((element) => ({
    shown: element.clientWidth,
    whole: element.scrollWidth,
  }));
  expect(whole).toBeGreaterThan(0);
  expect(shown).toBeGreaterThanOrEqual(whole);
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

test("leaves one form gap under 'How should your posts be signed?' and 'Delete your account', no more", async ({
  page,
}) => {
  await logInAsNewAccount(page, { emailName: "nameless" });
  await page.goto("/new");
  await expect(page.getByRole("heading", { name: "How should your posts be signed?" })).toBeVisible();
  const signed = await spaceUnder(page, "How should your posts be signed?");
  expect(signed.gap).toBeGreaterThan(0);
  expect(signed.space).toBe(signed.gap);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
  const deleting = await spaceUnder(page, "Delete your account");
  expect(deleting.gap).toBeGreaterThan(0);
  expect(deleting.space).toBe(deleting.gap);
});
