// Authors are told what moderation did, privately: their hidden post on /account and on its own page (with
// the moderator's reason, the guidelines and Delete), and their suspension at the top of /new before they
// write, its end in their own time zone. Another account and a signed-out visitor see the ordinary page.
import type { Page } from "@playwright/test";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { expectAxeClean } from "./support/axe";
import {
  actionsOf,
  expectToldNothing,
  expectToldOfHiding,
  postHeading,
  suspensionEndInKolkata,
} from "./support/moderation-steps";
import { moderateByCall } from "./support/moderator-calls";
import { logIn, logInAsNewAccount, resetEmulators, SIGNED_IN_PASSWORD } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

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

test("tells the author of a hidden post on /account and on its page, with the reason, the guidelines and Delete; nobody else", async ({
  page,
  newVisitor,
}) => {
  // Three browsers, a moderator's call and the functions' first (cold) calls: longer than one page's test.
  test.slow();
  const email = await logInAsNewAccount(page, { displayName: "Ada" });
  const id = await postSuggestion(page, "Bench by the river");
  await moderateByCall({ postId: id, action: "hide", reason: "Off-topic advertising" });

  // Signed in from a browser that never posted, the account is told too, on any page (decision 0128).
  const elsewhere = await newVisitor();
  await logIn(elsewhere.page, email, SIGNED_IN_PASSWORD, "Ada");
  await elsewhere.page.goto("/guidelines");
  await expect(elsewhere.page.getByRole("button", { name: "1 new notice from moderators" })).toBeVisible();

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
  await expectToldOfHiding(page, "Bench by the river", "Off-topic advertising");

  // Another account and a signed-out visitor see the ordinary page, and are told nothing more.
  const other = await newVisitor();
  await logInAsNewAccount(other.page, { displayName: "Bo" });
  const visitor = await newVisitor();
  for (const { page: theirs } of [other, visitor]) {
    await expectToldNothing(theirs, id, ["Bench by the river", "Off-topic advertising", "Hidden"]);
  }

  await actionsOf(page, "Bench by the river").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByRole("heading", { name: "Post deleted", level: 1 })).toBeVisible();
});

test("shows a suspended author the suspension at the top of /new before writing: the reason, the end in their own time, the guidelines", async ({
  page,
  newVisitor,
}) => {
  // Two browsers, a moderator's call and the functions' first (cold) calls: longer than one page's test.
  test.slow();
  await logInAsNewAccount(page, { displayName: "Cy" });
  const id = await postSuggestion(page, "Buy cheap watches");
  await moderateByCall({ postId: id, action: "suspend", duration: "7d", reason: "Advertising" });

  // The author's browser is in Kolkata: the end is shown in that zone, not in UTC.
  const local = await suspensionEndInKolkata(page);

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

  // The form is disabled before anything is typed (decision 0128); the server refuses a post all the same
  // (functions/test/moderation-authors.test.ts).
  await expect(page.getByLabel("Title")).toBeDisabled();
  await expect(page.getByLabel("Suggestion details")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save suggestion" })).toBeDisabled();

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
