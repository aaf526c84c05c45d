// "Forgot password?": the neutral answer, the e-mail's code (read from the Auth emulator), a new password
// that works, and links that no longer do.
import { beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { paths } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { createAccount, logIn, openPage, resetEmulators, sentAuthCodes, spokenText, uniqueEmail } from "./support/site";

const browser = browserForFile();
const NEUTRAL = "If an account exists for that address, we've sent a link to reset its password.";

beforeAll(async () => {
  await resetEmulators();
});

async function askForReset(page: Page, email: string) {
  await page.goto(`${siteUrl}${paths.auth}`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByRole("heading", { name: "Reset your password", level: 1 }).waitFor();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  return spokenText(page, "status");
}

const codeFor = async (email: string) =>
  (await sentAuthCodes()).filter((code) => code.email === email && code.requestType === "PASSWORD_RESET").at(-1)
    ?.oobCode;

it("resets a forgotten password from the e-mail's code, and the new password logs in", async () => {
  const email = uniqueEmail("forgetful");
  await createAccount({ email, password: "old-secret", displayName: "Forgetful" });
  const { page, context } = await openPage(browser(), paths.auth);
  expect(await askForReset(page, email)).toBe(NEUTRAL);
  const code = await codeFor(email);
  expect(code).toBeTruthy();

  await page.goto(`${siteUrl}${paths.resetPassword}?mode=resetPassword&oobCode=${code ?? ""}`);
  await page.getByText(email).waitFor();
  await page.getByLabel("New password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Save new password" }).click();
  await page.getByText(/Your password needs at least 6 characters/).waitFor();
  await page.getByLabel("New password", { exact: true }).fill("new-secret");
  await page.getByRole("button", { name: "Save new password" }).click();
  expect(await spokenText(page, "status")).toContain("Your password has been changed.");

  await logIn(page, email, "new-secret", "Forgetful");
  await context.close();

  // The code was used: the same link now says so, and offers a new one.
  const again = await openPage(browser(), `${paths.resetPassword}?oobCode=${code ?? ""}`);
  expect(await spokenText(again.page, "alert")).toMatch(/not valid any more|expired/);
  await again.page.getByRole("link", { name: "Ask for a new reset link" }).waitFor();
  await again.context.close();
});

it("answers the same for an address with no account, and sends nothing", async () => {
  const { page, context } = await openPage(browser(), paths.auth);
  const nobody = uniqueEmail("nobody");
  expect(await askForReset(page, nobody)).toBe(NEUTRAL);
  expect(await codeFor(nobody)).toBeUndefined();
  await context.close();
});

it("a made-up or missing code says the link does not work, never a form", async () => {
  for (const path of [`${paths.resetPassword}?oobCode=made-up-code`, paths.resetPassword]) {
    const { page, context } = await openPage(browser(), path);
    expect(await spokenText(page, "alert")).toMatch(/not valid any more|expired|incomplete/);
    expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);
    await context.close();
  }
});
