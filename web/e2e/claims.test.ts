// A moderator's claim granted or revoked while they are signed in reaches their session without signing out.
import { getAuth } from "firebase-admin/auth";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../scripts/lib/moderators.mjs";
import { createAccount, logIn, resetEmulators, uniqueEmail, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
});

test("lets a moderator granted while signed in reach /moderate, and sends them home once revoked", async ({ page }) => {
  const email = uniqueEmail("rae");
  await createAccount({ email, password: "rae-secret", displayName: "Rae" });
  await visit(page, "/");
  await logIn(page, email, "rae-secret", "Rae");

  // Not a moderator yet: sent home.
  await page.goto("/moderate");
  await expect(page).toHaveURL("/");

  // Granted with the Admin SDK while the page is open; the browser keeps its session (no sign-out, no sign-in).
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  await page.goto("/moderate");
  await expect(page.getByRole("heading", { name: "Moderation queue", level: 1 })).toBeVisible();
  await expect(page).toHaveURL("/moderate");
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Rae")).toBeVisible();

  // Revoked: the next visit follows the fresh token, and the person is still signed in.
  await setModerator(getAuth(), "revoke", email);
  await page.goto("/moderate");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Rae")).toBeVisible();
});
