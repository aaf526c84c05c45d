// The cookie notice: shown until accepted or dismissed, then never again in this browser.
import { expectSaidWithFocus, visit } from "./support/site";
import { sourceString } from "./support/source-constant";
import { expect, test } from "./support/test";

const COOKIE_NOTICE_DISMISSED = sourceString("components/layout/CookieBanner.tsx", "COOKIE_NOTICE_DISMISSED");
const COOKIE_NOTICE_ACCEPTED = sourceString("components/layout/CookieBanner.tsx", "COOKIE_NOTICE_ACCEPTED");

test.use({ cookiesAccepted: false });

for (const { button, said } of [
  { button: "Dismiss", said: COOKIE_NOTICE_DISMISSED },
  { button: "Accept", said: COOKIE_NOTICE_ACCEPTED },
]) {
  test(`${button} hides the notice for good, says so where focus lands, and remembers it`, async ({ page }) => {
    await visit(page, "/");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("essential cookies");
    await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

    await notice.getByRole("button", { name: button, exact: true }).click();
    await expect(notice).toHaveCount(0);
    await expectSaidWithFocus(page, said);
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("yes");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}

test("shows on every page until then, and its privacy link opens the privacy page", async ({ page }) => {
  await visit(page, "/anon");
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await notice.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(notice).toBeVisible();
});
