// Every page on a 360 px phone: nothing wider than the screen, a 220 px banner and a content column of at
// most 900 px. The same on a desktop is measured by accessibility.test.ts, on the visit its scan of each route
// makes already (same viewport, same signed-out visitor with the cookie notice showing; decision 0077).
import { logInAsNewAccount, measureLayout, PHONE, resetEmulators, ROUTES, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
});

test.describe("signed out, before the cookie notice is answered", () => {
  test.use({ cookiesAccepted: false });

  test("on a phone, signed out, no page overflows sideways", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await visit(page, "/");
    for (const { path, heading } of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
      const { scrollWidth, banner, main } = await measureLayout(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(PHONE.width);
      expect(banner, path).toBe(220);
      expect(main, path).toBeLessThanOrEqual(900);
    }
  });
});

for (const [name, viewport] of [
  ["a phone", PHONE],
  ["the narrowest one-row desktop", { width: 760, height: 800 }],
] as const) {
  test(`on ${name}, signed in under a long name, the header still fits`, async ({ page }) => {
    const displayName = "Bartholomew Fitzgerald-Montgomery the Third";
    await page.setViewportSize(viewport);
    await logInAsNewAccount(page, { displayName });
    for (const path of ["/", "/new", "/anon"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
      const { scrollWidth, banner } = await measureLayout(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(viewport.width);
      expect(banner, path).toBe(220);
      // Everything in the banner stays inside it.
      const overflow = await page.evaluate(() => {
        const header = document.querySelector("header")?.getBoundingClientRect();
        return [...document.querySelectorAll("header a, header button, header input")]
          .map((element) => element.getBoundingClientRect())
          .some((box) => !header || box.bottom > header.bottom || box.right > header.right);
      });
      expect(overflow, path).toBe(false);
    }
  });
}
