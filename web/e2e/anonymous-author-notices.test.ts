// An anonymous author (a signed-out browser, whose identity is a Firebase anonymous account: decision 0030) is
// told what moderation did, privately: its suspension at the top of /anon before it writes, with the reason,
// the end in its own time zone and the guidelines; its hidden post on the post's own page, with Delete.
// Another browser, including one that posted too, sees the ordinary pages.
import type { Page } from "playwright-core";
import { beforeEach, expect, it } from "vitest";
import { SUSPENSIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { actionsOf, expectAxeClean, moderatorAt, postHeading, reportFromHome } from "./support/moderation-steps";
import { openPage, resetEmulators, spokenText } from "./support/site";

const browser = browserForFile();
const NOTICE = "You can't post right now";

beforeEach(async () => {
  await resetEmulators();
});

/** Posts from /anon, signed out, and answers the new post's id (from the "view it" link). */
async function postAnonymously(page: Page, title: string): Promise<string> {
  await page.goto(`${siteUrl}/anon`);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("Written without a name");
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toMatch(/^Posted! — view it/);
  const href = await page.getByRole("status").getByRole("link", { name: "view it" }).getAttribute("href");
  const id = href?.replace(/^\/p\//, "");
  if (!id) throw new Error(`"${title}" has no link to its page`);
  return id;
}

/** The end of a suspension as a reader in `timeZone` is shown it (as SuspensionNotice formats it). */
const endIn = (until: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(until);

it("shows a suspended anonymous author the suspension at the top of /anon, in its own time, in that browser only", async () => {
  const author = await openPage(browser(), "/anon");
  await postAnonymously(author.page, "Buy cheap watches");
  // Another signed-out browser that posted too: it has an identity of its own, which nobody suspended.
  const neighbour = await openPage(browser(), "/anon");
  await postAnonymously(neighbour.page, "A bench by the river");

  await reportFromHome(browser(), "Buy cheap watches");
  const mod = await moderatorAt(browser(), "Buy cheap watches");
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
  const local = endIn((suspension?.get("until") as { toDate: () => Date }).toDate(), "Asia/Kolkata");
  expect(local).toContain("GMT+5:30");

  await author.page.goto(`${siteUrl}/anon`);
  const notice = author.page.getByRole("region", { name: NOTICE });
  await notice.waitFor();
  expect(await notice.innerText()).toContain(
    `A moderator suspended anonymous posts from this browser until ${local}. Reason: Advertising`,
  );
  expect(await notice.getByRole("link", { name: "Community Guidelines" }).getAttribute("href")).toBe("/guidelines");
  // Above the form: seen before writing anything.
  const noticeBox = await notice.boundingBox();
  const titleBox = await author.page.getByLabel("Title").boundingBox();
  expect(noticeBox && titleBox && noticeBox.y < titleBox.y).toBe(true);
  await expectAxeClean(author.page);

  // Trying anyway is still refused, with the guidelines linked.
  await author.page.getByLabel("Text").fill("Cheap watches again");
  await author.page.getByRole("button", { name: "Submit" }).click();
  const refusal = author.page.getByRole("alert").filter({ hasText: "may not post anonymously until" });
  await refusal.waitFor();
  expect(await refusal.getByRole("link", { name: "Community Guidelines" }).getAttribute("href")).toBe("/guidelines");

  // Nobody else learns of it: the neighbour who posted from another browser, nor a browser that never did.
  const fresh = await openPage(browser(), "/anon");
  for (const { page } of [neighbour, fresh]) {
    await page.goto(`${siteUrl}/anon`);
    await page.getByLabel("Title").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("region", { name: NOTICE }).count()).toBe(0);
    expect(await page.locator("#main").innerText()).not.toContain("Advertising");
  }
  await Promise.all([author.context.close(), neighbour.context.close(), fresh.context.close()]);
  // Four browsers, a moderator and the functions' first (cold) calls: longer than one page's test.
}, 150_000);

it("tells an anonymous author on its hidden post's page why a moderator hid it, and offers Delete; nobody else", async () => {
  const author = await openPage(browser(), "/anon");
  const id = await postAnonymously(author.page, "Rude one");
  await reportFromHome(browser(), "Rude one");
  const mod = await moderatorAt(browser(), "Rude one");
  await mod.entry.getByLabel("Reason (published in the moderation log)").fill("Rudeness");
  await mod.entry.getByRole("button", { name: "Hide", exact: true }).click();
  await mod.page.getByRole("status").filter({ hasText: "Hidden: the post is out of every public view." }).waitFor();
  await mod.context.close();

  await author.page.goto(`${siteUrl}/p/${id}`);
  await author.page.getByRole("heading", { name: "Your post is hidden", level: 1 }).waitFor();
  await author.page.getByText("Hidden by a moderator: Rudeness").waitFor();
  await author.page.getByText("Only you can see this.").waitFor();
  expect(
    await author.page.locator("#main").getByRole("link", { name: "Community Guidelines" }).getAttribute("href"),
  ).toBe("/guidelines");
  await postHeading(author.page, "Rude one").waitFor();
  await expectAxeClean(author.page);

  // A browser that did not post it sees the ordinary page, and is told nothing more.
  const visitor = await openPage(browser(), "/");
  await visitor.page.goto(`${siteUrl}/p/${id}`);
  await visitor.page.getByRole("heading", { name: "This post is not available", level: 1 }).waitFor();
  const text = await visitor.page.locator("#main").innerText();
  for (const secret of ["Rude one", "Rudeness", "Hidden"]) expect(text).not.toContain(secret);
  await visitor.context.close();

  // Its author deletes it, still signed out: the browser's identity is the post's author.
  await actionsOf(author.page, "Rude one").click();
  await author.page.getByRole("button", { name: "Delete", exact: true }).click();
  await author.page
    .getByRole("dialog", { name: "Delete this post?" })
    .getByRole("button", { name: "Delete post" })
    .click();
  await author.page.getByRole("heading", { name: "Post deleted", level: 1 }).waitFor();
  await author.context.close();
}, 150_000);
