// Authors are told what moderation did, privately: their hidden post on /account and on its own page (with
// the moderator's reason, the guidelines and Delete), and their suspension at the top of /new before they
// write, its end in their own time zone. Another account and a signed-out visitor see the ordinary page.
import { AxeBuilder } from "@axe-core/playwright";
import { getAuth } from "firebase-admin/auth";
import type { Page } from "playwright-core";
import { beforeEach, expect, it } from "vitest";
import { SUGGESTIONS_COLLECTION, SUSPENSIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../scripts/lib/moderators.mjs";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { createAccount, logIn, openPage, resetEmulators, signedInPage, uniqueEmail } from "./support/site";

const browser = browserForFile();

beforeEach(async () => {
  await resetEmulators();
});

/** axe finds nothing serious or critical, in the light and the dark colour scheme. */
async function expectAxeClean(page: Page): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual(
      [],
    );
  }
  await page.emulateMedia({ colorScheme: null });
}

const postHeading = (page: Page, title: string) => page.getByRole("heading", { name: title, level: 2 });
const actionsOf = (page: Page, title: string) => page.getByRole("button", { name: `Actions for post: ${title}` });

/** Posts a suggestion from /new and answers its id, once the trigger has listed it on the home page. */
async function postSuggestion(page: Page, title: string): Promise<string> {
  await page.goto(`${siteUrl}/new`);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Suggestion details").fill("Written by its author");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await postHeading(page, title).waitFor();
  const stored = await adminDb().collection(SUGGESTIONS_COLLECTION).where("title", "==", title).get();
  const id = stored.docs[0]?.id;
  if (id === undefined) throw new Error(`"${title}" was not stored`);
  return id;
}

/** A signed-out visitor reports the post from the home page, so that it reaches the moderators' queue. */
async function reportFromHome(title: string): Promise<void> {
  const { page, context } = await openPage(browser(), "/");
  await expect
    .poll(
      async () => {
        await page.goto("about:blank");
        await page.goto(`${siteUrl}/`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        // The list's count line (or the empty board) says the list was read.
        await page
          .getByText(/result|No thoughts|Be the first/)
          .first()
          .waitFor();
        return postHeading(page, title).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  await actionsOf(page, title).click();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog.getByText("Thank you. Moderators will review this post.").waitFor();
  await context.close();
}

/** A moderator on /moderate, at the queue entry of `title`. */
async function moderatorAt(title: string) {
  const email = uniqueEmail("mod");
  await createAccount({ email, password: "mod-secret", displayName: "Quinn" });
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  const opened = await openPage(browser(), "/");
  await logIn(opened.page, email, "mod-secret", "Quinn");
  await opened.page.goto(`${siteUrl}/moderate`);
  const entry = opened.page.getByRole("article", { name: new RegExp(`^${title}`) });
  await entry.waitFor();
  return { ...opened, entry };
}

it("tells the author of a hidden post on /account and on its page, with the reason, the guidelines and Delete; nobody else", async () => {
  const author = await signedInPage(browser(), { displayName: "Ada" });
  const id = await postSuggestion(author.page, "Bench by the river");
  await reportFromHome("Bench by the river");
  const mod = await moderatorAt("Bench by the river");
  await mod.entry.getByLabel("Reason (published in the moderation log)").fill("Off-topic advertising");
  await mod.entry.getByRole("button", { name: "Hide", exact: true }).click();
  await mod.page.getByRole("status").filter({ hasText: "Hidden: the post is out of every public view." }).waitFor();
  await mod.context.close();

  // /account: the post, and beside it what happened and what the author can do.
  await author.page.goto(`${siteUrl}/account`);
  const item = author.page.getByRole("listitem").filter({ hasText: "Bench by the river" });
  await item.getByText("Hidden by a moderator: Off-topic advertising").waitFor();
  expect(await item.getByRole("link", { name: "Read the Community Guidelines" }).getAttribute("href")).toBe(
    "/guidelines",
  );
  await expectAxeClean(author.page);
  await item.getByRole("link", { name: "open it to delete it" }).click();

  // Its page: the notice, the post itself (to its author only) and Delete in its menu.
  await author.page.getByRole("heading", { name: "Your post is hidden", level: 1 }).waitFor();
  await author.page.getByText("Hidden by a moderator: Off-topic advertising").waitFor();
  await author.page.getByText("Only you can see this.").waitFor();
  expect(
    await author.page.locator("#main").getByRole("link", { name: "Community Guidelines" }).getAttribute("href"),
  ).toBe("/guidelines");
  await postHeading(author.page, "Bench by the river").waitFor();
  await expectAxeClean(author.page);

  // Another account and a signed-out visitor see the ordinary page, and are told nothing more.
  const other = await signedInPage(browser(), { displayName: "Bo" });
  const visitor = await openPage(browser(), "/");
  for (const { page } of [other, visitor]) {
    await page.goto(`${siteUrl}/p/${id}`);
    await page.getByRole("heading", { name: "This post is not available", level: 1 }).waitFor();
    const text = await page.locator("#main").innerText();
    expect(text).not.toContain("Bench by the river");
    expect(text).not.toContain("Off-topic advertising");
    expect(text).not.toContain("Hidden");
  }
  await Promise.all([other.context.close(), visitor.context.close()]);

  await actionsOf(author.page, "Bench by the river").click();
  await author.page.getByRole("button", { name: "Delete", exact: true }).click();
  await author.page
    .getByRole("dialog", { name: "Delete this post?" })
    .getByRole("button", { name: "Delete post" })
    .click();
  await author.page.getByRole("heading", { name: "Post deleted", level: 1 }).waitFor();
  await author.context.close();
  // Four browsers, a moderator and the functions' first (cold) calls: longer than one page's test.
}, 150_000);

it("shows a suspended author the suspension at the top of /new before writing: the reason, the end in their own time, the guidelines", async () => {
  const author = await signedInPage(browser(), { displayName: "Cy" });
  await postSuggestion(author.page, "Buy cheap watches");
  await reportFromHome("Buy cheap watches");
  const mod = await moderatorAt("Buy cheap watches");
  await mod.entry.getByLabel("Reason (published in the moderation log)").fill("Advertising");
  await mod.entry.getByLabel("Suspension").selectOption({ label: "7 days" });
  await mod.entry.getByRole("button", { name: "Suspend the author" }).click();
  await mod.page
    .getByRole("dialog", { name: "Suspend this author (7 days)?" })
    .getByRole("button", { name: "Suspend", exact: true })
    .click();
  await mod.page.getByRole("status").filter({ hasText: "The author is suspended for 7 days." }).waitFor();
  await mod.context.close();

  // The author's browser is in Kolkata (UTC+5:30): the end is shown in that zone, not in UTC.
  const cdp = await author.context.newCDPSession(author.page);
  await cdp.send("Emulation.setTimezoneOverride", { timezoneId: "Asia/Kolkata" });
  const [suspension] = (await adminDb().collection(SUSPENSIONS_COLLECTION).get()).docs;
  const until = (suspension?.get("until") as { toDate: () => Date }).toDate();
  const local = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: "Asia/Kolkata",
  }).format(until);
  expect(local).toContain("GMT+5:30");

  await author.page.goto(`${siteUrl}/new`);
  const notice = author.page.getByRole("region", { name: "You can't post right now" });
  await notice.waitFor();
  expect(await notice.innerText()).toContain(`A moderator suspended this account until ${local}. Reason: Advertising`);
  expect(await notice.getByRole("link", { name: "Community Guidelines" }).getAttribute("href")).toBe("/guidelines");
  // Above the form: seen before writing anything.
  await expectAxeClean(author.page);
  const noticeBox = await notice.boundingBox();
  const titleBox = await author.page.getByLabel("Title").boundingBox();
  expect(noticeBox && titleBox && noticeBox.y < titleBox.y).toBe(true);

  // Trying anyway is still refused, now with the guidelines linked.
  await author.page.getByLabel("Title").fill("Watches again");
  await author.page.getByLabel("Suggestion details").fill("Cheap");
  await author.page.getByRole("button", { name: "Save suggestion" }).click();
  const refusal = author.page.getByRole("alert").filter({ hasText: "This account may not post until" });
  await refusal.waitFor();
  expect(await refusal.getByRole("link", { name: "Community Guidelines" }).getAttribute("href")).toBe("/guidelines");

  // /account and /anon (signed in, anonymous posts are refused too) say so too; another account sees no notice.
  for (const path of ["/account", "/anon"]) {
    await author.page.goto(`${siteUrl}${path}`);
    const shown = author.page.getByRole("region", { name: "You can't post right now" });
    await shown.waitFor();
    expect(await shown.innerText()).toContain(local);
  }
  const other = await signedInPage(browser(), { displayName: "Di" });
  await other.page.goto(`${siteUrl}/new`);
  await other.page.getByLabel("Title").waitFor();
  await other.page.waitForLoadState("networkidle");
  expect(await other.page.getByRole("region", { name: "You can't post right now" }).count()).toBe(0);
  await Promise.all([other.context.close(), author.context.close()]);
}, 150_000);
