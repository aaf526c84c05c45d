// A moderator's claim granted or revoked while they are signed in reaches their session without signing out.
import { beforeAll, expect, it } from "vitest";
import { getAuth } from "firebase-admin/auth";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../scripts/lib/moderators.mjs";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { createAccount, logIn, openPage, resetEmulators, uniqueEmail, waitForPath } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
});

it("lets a moderator granted while signed in reach /moderate, and sends them home once revoked", async () => {
  const email = uniqueEmail("rae");
  await createAccount({ email, password: "rae-secret", displayName: "Rae" });
  const { page, context } = await openPage(browser(), "/");
  await logIn(page, email, "rae-secret", "Rae");

  // Not a moderator yet: sent home.
  await page.goto(`${siteUrl}/moderate`);
  expect(await waitForPath(page, /^\/$/)).toBe("/");

  // Granted with the Admin SDK while the page is open; the browser keeps its session (no sign-out, no sign-in).
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  await page.goto(`${siteUrl}/moderate`);
  await page.getByRole("heading", { name: "Moderation queue", level: 1 }).waitFor();
  expect(await waitForPath(page, /^\/moderate$/)).toBe("/moderate");
  await page.getByRole("navigation", { name: "Main" }).getByText("Rae").waitFor();

  // Revoked: the next visit follows the fresh token, and the person is still signed in.
  await setModerator(getAuth(), "revoke", email);
  await page.goto(`${siteUrl}/moderate`);
  expect(await waitForPath(page, /^\/$/)).toBe("/");
  await page.getByRole("navigation", { name: "Main" }).getByText("Rae").waitFor();
  await context.close();
});
