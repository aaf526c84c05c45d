// "Verify your e-mail": sent at sign-up (the page sign-up leads to says so, and sends it again), its link (the
// Auth emulator's out-of-band code) verifies the address, and the account page says whether it is verified
// and sends the link again.
import { getAuth } from "firebase-admin/auth";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { paths } from "../src/lib/paths";
import { expectSaidWithFocus, resetEmulators, sentAuthCodes, spoken, uniqueEmail, visit } from "./support/site";
import { sourceString } from "./support/source-constant";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
});

// Said when a verification link no longer works (the component's module cannot load outside Vite).
const VERIFY_LINK_INVALID = sourceString("features/auth/components/VerifyEmail.tsx", "VERIFY_LINK_INVALID");

const verifyCodes = async (email: string) =>
  (await sentAuthCodes()).filter((code) => code.email === email && code.requestType === "VERIFY_EMAIL");

test("sends the link at sign-up; the link verifies the address; the account page says so and can send it again", async ({
  page,
}) => {
  const email = uniqueEmail("vera");
  await visit(page, paths.auth);
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("vera-secret");
  await page.getByLabel("Display name (optional)").fill("Vera");
  await page.getByLabel("I am 13 or older").check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Vera", { exact: true })).toBeVisible();
  await expect.poll(async () => (await verifyCodes(email)).length).toBe(1);

  // The page sign-up led to says so at once, with a way to send it again.
  const notice = page.getByRole("region", { name: "Verify your e-mail address" });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(`We sent a link to ${email} to verify your address.`)).toHaveText(
    `We sent a link to ${email} to verify your address. Open it when you can; you can post meanwhile.`,
  );
  await notice.getByRole("button", { name: "Send the e-mail again" }).click();
  await expectSaidWithFocus(page, "Sent again. The newest link is the one that works.");
  await expect.poll(async () => (await verifyCodes(email)).length).toBe(2);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  // The buttons went with it: focus on the line that says so.
  await expectSaidWithFocus(page, "Dismissed. Your account page can send the link again.");

  await page.goto(paths.account);
  await expect(page.getByText("Your e-mail address is not verified yet.")).toBeVisible();
  await page.getByRole("button", { name: "Send the verification e-mail again" }).click();
  await expect(spoken(page, "status")).toHaveText("Sent. Open the link in the e-mail to verify your address.");
  await expect.poll(async () => (await verifyCodes(email)).length).toBe(3);

  // A made-up code is refused in words about verification, not about a password reset.
  await page.goto(`${paths.resetPassword}?mode=verifyEmail&oobCode=not-a-code`);
  await expect(page.getByRole("heading", { name: "Verify your e-mail", level: 1 })).toBeVisible();
  await expect(spoken(page, "alert")).toHaveText(VERIFY_LINK_INVALID);

  // The e-mail's link: the project's action URL with mode=verifyEmail.
  const code = (await verifyCodes(email)).at(-1)?.oobCode ?? "";
  await page.goto(`${paths.resetPassword}?mode=verifyEmail&oobCode=${code}`);
  await expect(page.getByText("Your e-mail address is verified. Thank you.")).toBeVisible();
  adminDb(); // the Admin SDK's default app
  expect((await getAuth().getUserByEmail(email)).emailVerified).toBe(true);

  // Still signed in, and the account page knows without signing out.
  await page.goto(paths.account);
  await expect(page.getByText("Your e-mail address is verified.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the verification e-mail again" })).toHaveCount(0);
});
