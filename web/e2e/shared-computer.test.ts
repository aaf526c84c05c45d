// A shared computer: what one person posted from it is never offered for deletion to the next person who
// signs in (or to the browser signed out), and their own posts are offered to them again when they return.
import type { Page } from "@playwright/test";
import { actionsOf, expectDeleteOffered } from "./support/moderation-steps";
import {
  createAccount,
  expectSaidWithFocus,
  logIn,
  logInAsNewAccount,
  resetEmulators,
  spoken,
  uniqueEmail,
} from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
});

async function signOut(page: Page): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
}

test("offers Delete on a post only to the account (or signed-out browser) that made it here", async ({ page }) => {
  const annEmail = await logInAsNewAccount(page, { displayName: "Ann" });

  // Ann posts anonymously while signed in, and a named suggestion.
  await page.goto("/anon");
  await page.getByLabel("Title").fill("Ann's quiet post");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toContainText("Posted");
  await page.goto("/new");
  await page.getByLabel("Title").fill("Ann's named post");
  await page.getByLabel("Suggestion details").fill("Signed Ann.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Ann's named post" })).toBeVisible();
  await expectDeleteOffered(page, "Ann's quiet post", true);
  await expectDeleteOffered(page, "Ann's named post", true);

  // Signed out on the same browser: nobody is offered Delete on Ann's posts.
  await signOut(page);
  await expectDeleteOffered(page, "Ann's quiet post", false);

  // Signed out, the browser posts anonymously: that one is the browser's own (its delete token).
  await page.goto("/anon");
  await page.getByLabel("Title").fill("Signed-out post");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toContainText("Posted");
  await expectDeleteOffered(page, "Signed-out post", true);

  // Bea signs in next on the same browser: Delete on none of them.
  const beaEmail = uniqueEmail("bea");
  await createAccount({ email: beaEmail, password: "bea-password", displayName: "Bea" });
  await logIn(page, beaEmail, "bea-password", "Bea");
  for (const title of ["Ann's quiet post", "Ann's named post", "Signed-out post"]) {
    await expectDeleteOffered(page, title, false);
  }

  // Ann comes back: her own posts are offered to her again.
  await signOut(page);
  await logIn(page, annEmail, "secret-pass", "Ann");
  await expectDeleteOffered(page, "Ann's quiet post", true);
  await expectDeleteOffered(page, "Signed-out post", false);

  // Her named post, deleted from the list: a line in its place says so, with focus.
  await expectDeleteOffered(page, "Ann's named post", true);
  await actionsOf(page, "Ann's named post").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expectSaidWithFocus(page, "Post deleted: Ann's named post");
});
