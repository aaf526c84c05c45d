// "Forgot password?": the neutral answer, the e-mail's code (read from the Auth emulator), a new password
// that works, and links that no longer do.
import type { Page } from "@playwright/test";
import { paths } from "../src/lib/paths";
import { createAccount, logIn, resetEmulators, sentAuthCodes, spoken, uniqueEmail, visit } from "./support/site";
import { expect, test } from "./support/test";

const NEUTRAL = "If an account exists for that address, we've sent a link to reset its password.";

test.beforeAll(async () => {
  await resetEmulators();
});

/** Asks for a reset link for `email` from /auth, and checks the neutral answer. */
async function askForReset(page: Page, email: string) {
  await page.goto(paths.auth);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password", level: 1 })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(spoken(page, "status")).toHaveText(NEUTRAL);
}

const codeFor = async (email: string) =>
  (await sentAuthCodes()).filter((code) => code.email === email && code.requestType === "PASSWORD_RESET").at(-1)
    ?.oobCode;

test("resets a forgotten password from the e-mail's code, and the new password logs in", async ({
  page,
  newVisitor,
}) => {
  const email = uniqueEmail("forgetful");
  await createAccount({ email, password: "old-secret", displayName: "Forgetful" });
  await visit(page, paths.auth);
  await askForReset(page, email);
  const code = await codeFor(email);
  expect(code).toBeTruthy();

  await page.goto(`${paths.resetPassword}?mode=resetPassword&oobCode=${code ?? ""}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText(/Your password needs at least 6 characters/)).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("new-secret");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(spoken(page, "status")).toContainText("Your password has been changed.");

  await logIn(page, email, "new-secret", "Forgetful");

  // The code was used: the same link now says so, and offers a new one.
  const again = await newVisitor();
  await visit(again.page, `${paths.resetPassword}?oobCode=${code ?? ""}`);
  await expect(spoken(again.page, "alert")).toHaveText(/not valid any more|expired/);
  await expect(again.page.getByRole("link", { name: "Ask for a new reset link" })).toBeVisible();
});

test("answers the same for an address with no account, and sends nothing", async ({ page }) => {
  await visit(page, paths.auth);
  const nobody = uniqueEmail("nobody");
  await askForReset(page, nobody);
  expect(await codeFor(nobody)).toBeUndefined();
});

test("a made-up or missing code says the link does not work, never a form", async ({ newVisitor }) => {
  for (const path of [`${paths.resetPassword}?oobCode=made-up-code`, paths.resetPassword]) {
    const { page } = await newVisitor();
    await visit(page, path);
    await expect(spoken(page, "alert")).toHaveText(/not valid any more|expired|incomplete/);
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  }
});
