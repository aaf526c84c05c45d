// "Verify your e-mail": sent at sign-up (the page sign-up leads to says so, and sends it again), its link (the
// Auth emulator's out-of-band code) verifies the address, and the account page says whether it is verified
// and sends the link again.
import { beforeAll, expect, it } from "vitest";
import { getAuth } from "firebase-admin/auth";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { VERIFY_LINK_INVALID } from "../src/features/auth/components/VerifyEmail";
import { paths } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { openPage, resetEmulators, sentAuthCodes, spokenText, uniqueEmail } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
});

const verifyCodes = async (email: string) =>
  (await sentAuthCodes()).filter((code) => code.email === email && code.requestType === "VERIFY_EMAIL");

it("sends the link at sign-up; the link verifies the address; the account page says so and can send it again", async () => {
  const email = uniqueEmail("vera");
  const { page, context } = await openPage(browser(), paths.auth);
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("vera-secret");
  await page.getByLabel("Display name (optional)").fill("Vera");
  await page.getByLabel("I am 13 or older").check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByRole("navigation", { name: "Main" }).getByText("Vera", { exact: true }).waitFor();
  await expect.poll(async () => (await verifyCodes(email)).length).toBe(1);

  // The page sign-up led to says so at once, with a way to send it again.
  const notice = page.getByRole("region", { name: "Welcome to Village" });
  await notice.waitFor();
  expect(await notice.getByRole("status").first().textContent()).toBe(
    `We sent a link to ${email} to verify your address. Open it when you can; you can post meanwhile.`,
  );
  await notice.getByRole("button", { name: "Send the e-mail again" }).click();
  await notice.getByText("Sent again. The newest link is the one that works.").waitFor();
  await expect.poll(async () => (await verifyCodes(email)).length).toBe(2);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await notice.waitFor({ state: "detached" });

  await page.goto(`${siteUrl}${paths.account}`);
  await page.getByText("Your e-mail address is not verified yet.").waitFor();
  await page.getByRole("button", { name: "Send the verification e-mail again" }).click();
  expect(await spokenText(page, "status")).toBe("Sent. Open the link in the e-mail to verify your address.");
  await expect.poll(async () => (await verifyCodes(email)).length).toBe(3);

  // A made-up code is refused in words about verification, not about a password reset.
  await page.goto(`${siteUrl}${paths.resetPassword}?mode=verifyEmail&oobCode=not-a-code`);
  await page.getByRole("heading", { name: "Verify your e-mail", level: 1 }).waitFor();
  expect(await spokenText(page, "alert")).toBe(VERIFY_LINK_INVALID);

  // The e-mail's link: the project's action URL with mode=verifyEmail.
  const code = (await verifyCodes(email)).at(-1)?.oobCode ?? "";
  await page.goto(`${siteUrl}${paths.resetPassword}?mode=verifyEmail&oobCode=${code}`);
  await page.getByText("Your e-mail address is verified. Thank you.").waitFor();
  adminDb(); // the Admin SDK's default app
  expect((await getAuth().getUserByEmail(email)).emailVerified).toBe(true);

  // Still signed in, and the account page knows without signing out.
  await page.goto(`${siteUrl}${paths.account}`);
  await page.getByText("Your e-mail address is verified.", { exact: true }).waitFor();
  expect(await page.getByRole("button", { name: "Send the verification e-mail again" }).count()).toBe(0);
  await context.close();
});
