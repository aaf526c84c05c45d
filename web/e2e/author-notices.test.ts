// Authors are told what moderation did, privately: their hidden post on /account and on its own page (with
// the moderator's reason, the guidelines and Delete), and their suspension at the top of /new before they
// write, its end in their own time zone. Another account and a signed-out visitor see the ordinary page.
import { AxeBuilder } from "@axe-core/playwright";
import { getAuth } from "firebase-admin/auth";
import type { BrowserContextOptions, Page } from "@playwright/test";
import { SUGGESTIONS_COLLECTION, SUSPENSIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../scripts/lib/moderators.mjs";
import { createAccount, logIn, logInAsNewAccount, resetEmulators, uniqueEmail, visit } from "./support/site";
import { expect, test, type Visitor } from "./support/test";

/** The `newVisitor` fixture: another person's browser, closed after the test. */
type NewVisitor = (options?: BrowserContextOptions) => Promise<Visitor>;

test.beforeEach(async () => {
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
  await page.goto("/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Suggestion details").fill("Written by its author");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(postHeading(page, title)).toBeVisible();
  const stored = await adminDb().collection(SUGGESTIONS_COLLECTION).where("title", "==", title).get();
  const id = stored.docs[0]?.id;
  if (id === undefined) throw new Error(`"${title}" was not stored`);
  return id;
}

/** A signed-out visitor reports the post from the home page, so that it reaches the moderators' queue. */
async function reportFromHome(newVisitor: NewVisitor, title: string): Promise<void> {
  const { page } = await newVisitor();
  await expect
    .poll(
      async () => {
        await page.goto("about:blank");
        await page.goto("/");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The list's count line (or the empty board) says the list was read.
        await expect(page.getByText(/result|No thoughts|Be the first/).first()).toBeVisible();
        return postHeading(page, title).count();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(1);
  await actionsOf(page, title).click();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you. Moderators will review this post.")).toBeVisible();
}

/** A moderator on /moderate, in another browser, at the queue entry of `title`. */
async function moderatorAt(newVisitor: NewVisitor, title: string) {
  const email = uniqueEmail("mod");
  await createAccount({ email, password: "mod-secret", displayName: "Quinn" });
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  const { page } = await newVisitor();
  await logIn(page, email, "mod-secret", "Quinn");
  await page.goto("/moderate");
  const entry = page.getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(entry).toBeVisible();
  return { page, entry };
}

test("tells the author of a hidden post on /account and on its page, with the reason, the guidelines and Delete; nobody else", async ({
  page,
  newVisitor,
}) => {
  // Four browsers, a moderator and the functions' first (cold) calls: longer than one page's test.
  test.slow();
  await logInAsNewAccount(page, { displayName: "Ada" });
  const id = await postSuggestion(page, "Bench by the river");
  await reportFromHome(newVisitor, "Bench by the river");
  const mod = await moderatorAt(newVisitor, "Bench by the river");
  await mod.entry.getByLabel("Reason (published in the moderation log)").fill("Off-topic advertising");
  await mod.entry.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(
    mod.page.getByRole("status").filter({ hasText: "Hidden: the post is out of every public view." }),
  ).toBeVisible();

  // /account: the post, and beside it what happened and what the author can do.
  await page.goto("/account");
  const item = page.getByRole("listitem").filter({ hasText: "Bench by the river" });
  await expect(item.getByText("Hidden by a moderator: Off-topic advertising")).toBeVisible();
  await expect(item.getByRole("link", { name: "Read the Community Guidelines" })).toHaveAttribute(
    "href",
    "/guidelines",
  );
  await expectAxeClean(page);
  await item.getByRole("link", { name: "open it to delete it" }).click();

  // Its page: the notice, the post itself (to its author only) and Delete in its menu.
  await expect(page.getByRole("heading", { name: "Your post is hidden", level: 1 })).toBeVisible();
  await expect(page.getByText("Hidden by a moderator: Off-topic advertising")).toBeVisible();
  await expect(page.getByText("Only you can see this.")).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: "Community Guidelines" })).toHaveAttribute(
    "href",
    "/guidelines",
  );
  await expect(postHeading(page, "Bench by the river")).toBeVisible();
  await expectAxeClean(page);

  // Another account and a signed-out visitor see the ordinary page, and are told nothing more.
  const other = await newVisitor();
  await logInAsNewAccount(other.page, { displayName: "Bo" });
  const visitor = await newVisitor();
  await visit(visitor.page, "/");
  for (const { page: theirs } of [other, visitor]) {
    await theirs.goto(`/p/${id}`);
    await expect(theirs.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
    const main = theirs.locator("#main");
    await expect(main).not.toContainText("Bench by the river", { useInnerText: true });
    await expect(main).not.toContainText("Off-topic advertising", { useInnerText: true });
    await expect(main).not.toContainText("Hidden", { useInnerText: true });
  }

  await actionsOf(page, "Bench by the river").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByRole("heading", { name: "Post deleted", level: 1 })).toBeVisible();
});

test("shows a suspended author the suspension at the top of /new before writing: the reason, the end in their own time, the guidelines", async ({
  page,
  context,
  newVisitor,
}) => {
  // Three browsers, a moderator and the functions' first (cold) calls: longer than one page's test.
  test.slow();
  await logInAsNewAccount(page, { displayName: "Cy" });
  await postSuggestion(page, "Buy cheap watches");
  await reportFromHome(newVisitor, "Buy cheap watches");
  const mod = await moderatorAt(newVisitor, "Buy cheap watches");
  await mod.entry.getByLabel("Reason (published in the moderation log)").fill("Advertising");
  await mod.entry.getByLabel("Suspension").selectOption({ label: "7 days" });
  await mod.entry.getByRole("button", { name: "Suspend the author" }).click();
  await mod.page
    .getByRole("dialog", { name: "Suspend this author (7 days)?" })
    .getByRole("button", { name: "Suspend", exact: true })
    .click();
  await expect(mod.page.getByRole("status").filter({ hasText: "The author is suspended for 7 days." })).toBeVisible();

  // The author's browser is in Kolkata (UTC+5:30): the end is shown in that zone, not in UTC.
  const cdp = await context.newCDPSession(page);
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

  await page.goto("/new");
  const notice = page.getByRole("region", { name: "You can't post right now" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`A moderator suspended this account until ${local}. Reason: Advertising`, {
    useInnerText: true,
  });
  await expect(notice.getByRole("link", { name: "Community Guidelines" })).toHaveAttribute("href", "/guidelines");
  // Above the form: seen before writing anything.
  await expectAxeClean(page);
  const noticeBox = await notice.boundingBox();
  const titleBox = await page.getByLabel("Title").boundingBox();
  expect(noticeBox && titleBox && noticeBox.y < titleBox.y).toBe(true);

  // Trying anyway is still refused, now with the guidelines linked.
  await page.getByLabel("Title").fill("Watches again");
  await page.getByLabel("Suggestion details").fill("Cheap");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "This account may not post until" });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("link", { name: "Community Guidelines" })).toHaveAttribute("href", "/guidelines");

  // /account and /anon (signed in, anonymous posts are refused too) say so too; another account sees no notice.
  for (const path of ["/account", "/anon"]) {
    await page.goto(path);
    const shown = page.getByRole("region", { name: "You can't post right now" });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(local, { useInnerText: true });
  }
  const other = await newVisitor();
  await logInAsNewAccount(other.page, { displayName: "Di" });
  // Once the page has asked for this account's suspension, and been told there is none.
  const asked = other.page.waitForResponse(
    (response) => response.url().endsWith("/mySuspension") && response.request().method() === "POST",
  );
  await other.page.goto("/new");
  await expect(other.page.getByLabel("Title")).toBeVisible();
  const answer = (await (await asked).json()) as { result?: { suspension?: unknown } };
  expect(answer.result).toBeDefined();
  expect(answer.result?.suspension).toBeUndefined();
  await expect(other.page.getByRole("region", { name: "You can't post right now" })).toHaveCount(0);
});
