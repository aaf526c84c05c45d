// Unsent text on /new and /anon survives a reload, another page and the sign-in detour, and goes when the
// post is saved or the person presses Cancel.
import type { Page } from "@playwright/test";
import { createAccount, logInAsNewAccount, resetEmulators, spoken, uniqueEmail, visit } from "./support/site";
import { expect, test } from "./support/test";

const RESTORED = /^Draft restored/;

test.beforeEach(async () => {
  await resetEmulators();
});

const restoredNote = (page: Page) => page.getByText(RESTORED);

/** Opening `path` again shows its form with `field` empty and no draft restored. */
async function expectNoDraft(page: Page, path: string, heading: string, field: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByLabel(field)).toHaveValue("");
  await expect(restoredNote(page)).toHaveCount(0);
}

test("/new keeps its draft across a reload and another page, and forgets it once saved", async ({ page }) => {
  await logInAsNewAccount(page, { displayName: "Drafty" });
  await page.goto("/new");
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();
  await expect(restoredNote(page)).toHaveCount(0);
  await page.getByLabel("Title").fill("Reading corner");
  await page.getByLabel("Suggestion details").fill("Two armchairs\nand a lamp");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();
  await expect(restoredNote(page)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Reading corner");
  await expect(page.getByLabel("Suggestion details")).toHaveValue("Two armchairs\nand a lamp");

  await page.getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { name: "Privacy Policy" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Reading corner");

  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Reading corner" })).toBeVisible();
  await expectNoDraft(page, "/new", "Post a Suggestion", "Title");
});

test("/anon keeps its draft through the sign-in detour, and Cancel forgets it", async ({ page }) => {
  const email = uniqueEmail("detour");
  await createAccount({ email, password: "detour-secret", displayName: "Detour" });
  await visit(page, "/anon");
  await page.getByLabel("Text").fill("Half-written thought");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("detour-secret");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Detour")).toBeVisible();
  await page.goto("/anon");
  await expect(restoredNote(page)).toBeVisible();
  await expect(page.getByLabel("Text")).toHaveValue("Half-written thought");

  // A restored draft is not dropped without asking.
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page).toHaveURL("/");
  await expectNoDraft(page, "/anon", "Post Anonymously", "Text");
});

test("/anon forgets its draft once posted", async ({ page }) => {
  await visit(page, "/anon");
  await page.getByLabel("Title").fill("Posted soon");
  await page.reload();
  await expect(restoredNote(page)).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(/^Posted! — view it/);
  await expect(page.getByLabel("Title")).toHaveValue("");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Post Anonymously" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(restoredNote(page)).toHaveCount(0);
});
