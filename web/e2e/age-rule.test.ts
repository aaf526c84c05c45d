// The age rule in the browser: the anonymous form asks "I am 13 or older" once per browser, and an account
// that has not confirmed (a Google account's first visit) confirms once on /new before its first post.
import { CONFIRM_AGE_FIRST_MESSAGE } from "@village/shared";
import { logInAsNewAccount, resetEmulators, spoken, storedSuggestions, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

test.describe(() => {
  test.use({ ageRemembered: false });

  test("/anon asks a new browser's age once: refused unticked, posted ticked, not asked again", async ({ page }) => {
    await visit(page, "/anon");
    await page.getByLabel("Text").fill("My first post");
    await page.getByRole("button", { name: "Submit" }).click();
    // The problem is said on the box, and focus goes there.
    await expect(page.getByText("Please confirm that you are 13 or older.")).toBeVisible();
    await expect(page.getByLabel("I am 13 or older")).toBeFocused();
    expect(await storedSuggestions()).toEqual([]);

    await page.getByLabel("I am 13 or older").check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(spoken(page, "status")).toHaveText(/^Posted! — view it/);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Post Anonymously" })).toBeVisible();
    await expect(page.getByLabel("I am 13 or older")).toHaveCount(0);
    await page.getByLabel("Text").fill("My second post");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Posted!" })).toBeVisible();
    expect((await storedSuggestions()).map((post) => post.text).sort()).toEqual(["My first post", "My second post"]);
  });
});

test("an account that has not confirmed its age confirms once on /new, and then posts", async ({ page }) => {
  await logInAsNewAccount(page, { displayName: "Gina", ageConfirmed: false });
  await page.goto("/new");
  const confirmation = page.getByRole("form", { name: "One thing before your first post" });
  await expect(confirmation).toBeVisible();

  // Posting first is refused by the server, with words that say what to do; nothing typed is lost.
  await page.getByLabel("Title").fill("Community garden");
  await page.getByLabel("Suggestion details").fill("By the library");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(spoken(page, "alert")).toHaveText(CONFIRM_AGE_FIRST_MESSAGE);
  await expect(page.getByLabel("Title")).toHaveValue("Community garden");

  await confirmation.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Please tick the box to confirm that you are 13 or older.")).toBeVisible();
  await confirmation.getByLabel("I am 13 or older").check();
  await confirmation.getByRole("button", { name: "Confirm" }).click();
  await expect(confirmation).toHaveCount(0);

  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Community garden" })).toBeVisible();
  expect((await storedSuggestions()).map((post) => post.title)).toEqual(["Community garden"]);

  // Confirmed once for good: a later visit asks nothing.
  await page.goto("/new");
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();
  await expect(confirmation).toHaveCount(0);
});
