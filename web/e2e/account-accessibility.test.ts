// The signed-in account page, which the every-route check sees only signed out: axe in both colour schemes
// (the destructive button's contrast in the dark one), and radios at their full size beside long labels.
import { paths } from "../src/lib/paths";
import { SCHEMES, seriousViolations } from "./support/axe";
import { logInAsNewAccount, PHONE, resetEmulators } from "./support/site";
import { expect, test } from "./support/test";

test.use({ viewport: PHONE });

test.beforeAll(() => resetEmulators());

for (const scheme of SCHEMES) {
  test(`/account signed in on a phone, ${scheme}`, async ({ page }) => {
    await logInAsNewAccount(page, { displayName: "Robin" });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(paths.account);
    await expect(page.getByRole("button", { name: "Delete my account" })).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);

    const radio = await page.getByRole("radio", { name: /Keep my posts/ }).boundingBox();
    expect(radio?.width).toBe(20);
    expect(radio?.height).toBe(20);
  });
}
