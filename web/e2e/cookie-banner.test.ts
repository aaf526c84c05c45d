// The cookie notice: shown until accepted or dismissed, then never again in this browser.
import { visit } from "./support/site";
import { expect, test } from "./support/test";

test.use({ cookiesAccepted: false });

for (const button of ["Dismiss", "Accept"]) {
  test(`${button} hides the notice for good and remembers it`, async ({ page }) => {
    await visit(page, "/");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("essential cookies");
    await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

    await notice.getByRole("button", { name: button, exact: true }).click();
    await expect(notice).toHaveCount(0);
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
