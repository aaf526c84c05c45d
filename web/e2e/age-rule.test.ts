// The age rule in the browser: the anonymous form asks "I am 13 or older" once per browser, and an account
// that has not confirmed (a Google account's first visit) confirms once on /new before its first post.
import { beforeEach, expect, it } from "vitest";
import { CONFIRM_AGE_FIRST_MESSAGE } from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { openPage, resetEmulators, signedInPage, spokenText, storedSuggestions } from "./support/site";

const browser = browserForFile();

beforeEach(async () => {
  await resetEmulators();
});

it("/anon asks a new browser's age once: refused unticked, posted ticked, not asked again", async () => {
  const { page, context } = await openPage(browser(), "/anon", { ageRemembered: false });
  await page.getByLabel("Text").fill("My first post");
  await page.getByRole("button", { name: "Submit" }).click();
  // The problem is said on the box, and focus goes there.
  await page.getByText("Please confirm that you are 13 or older.").waitFor();
  expect(await page.getByLabel("I am 13 or older").evaluate((box) => box === document.activeElement)).toBe(true);
  expect(await storedSuggestions()).toEqual([]);

  await page.getByLabel("I am 13 or older").check();
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toMatch(/^Posted! — view it/);

  await page.reload();
  await page.getByRole("heading", { name: "Post Anonymously" }).waitFor();
  expect(await page.getByLabel("I am 13 or older").count()).toBe(0);
  await page.getByLabel("Text").fill("My second post");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("status").filter({ hasText: "Posted!" }).waitFor();
  expect((await storedSuggestions()).map((post) => post.text).sort()).toEqual(["My first post", "My second post"]);
  await context.close();
});

it("an account that has not confirmed its age confirms once on /new, and then posts", async () => {
  const { page, context } = await signedInPage(browser(), { displayName: "Gina", ageConfirmed: false });
  await page.goto(`${siteUrl}/new`);
  const confirmation = page.getByRole("form", { name: "One thing before your first post" });
  await confirmation.waitFor();

  // Posting first is refused by the server, with words that say what to do; nothing typed is lost.
  await page.getByLabel("Title").fill("Community garden");
  await page.getByLabel("Suggestion details").fill("By the library");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  expect(await spokenText(page, "alert")).toBe(CONFIRM_AGE_FIRST_MESSAGE);
  expect(await page.getByLabel("Title").inputValue()).toBe("Community garden");

  await confirmation.getByRole("button", { name: "Confirm" }).click();
  await page.getByText("Please tick the box to confirm that you are 13 or older.").waitFor();
  await confirmation.getByLabel("I am 13 or older").check();
  await confirmation.getByRole("button", { name: "Confirm" }).click();
  await confirmation.waitFor({ state: "detached" });

  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("article").filter({ hasText: "Community garden" }).waitFor();
  expect((await storedSuggestions()).map((post) => post.title)).toEqual(["Community garden"]);

  // Confirmed once for good: a later visit asks nothing.
  await page.goto(`${siteUrl}/new`);
  await page.getByRole("heading", { name: "Post a Suggestion" }).waitFor();
  expect(await confirmation.count()).toBe(0);
  await context.close();
});
