// The "Our Mission" modal: only on the home page; closes by Escape, backdrop or Close; focus comes back.
import type { Page } from "@playwright/test";
import { visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(({ page }) => visit(page, "/"));

const missionButton = (page: Page) => page.getByRole("button", { name: "Our Mission" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Our Mission" });
const focusIsInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null);

async function open(page: Page) {
  await missionButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => focusIsInDialog(page)).toBe(true);
  await expect(dialog(page)).toHaveText(/genuine suggestions, ideas and stories.*no algorithm/s);
}

test("opens a modal that keeps focus inside it", async ({ page }) => {
  await open(page);
  expect(await dialog(page).evaluate((element) => element.matches(":modal"))).toBe(true);
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press("Tab");
    // Focus may step out to the browser's own controls, but never onto the page behind the modal.
    expect(
      await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest("dialog"),
      ),
    ).toBe(true);
  }
});

test("closes on Escape and gives focus back to the button", async ({ page }) => {
  await open(page);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(missionButton(page)).toBeFocused();
});

test("closes on the Close button", async ({ page }) => {
  await open(page);
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(missionButton(page)).toBeFocused();
});

test("closes on a click on the backdrop, but not on a click inside", async ({ page }) => {
  await open(page);
  await dialog(page).getByRole("heading", { name: "Our Mission" }).click();
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeHidden();
  await expect(missionButton(page)).toBeFocused();
});

test("is offered only on the home page", async ({ page }) => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Anonymously" }).click();
  await expect(page.getByRole("heading", { name: "Post Anonymously", level: 1 })).toBeVisible();
  await expect(missionButton(page)).toHaveCount(0);
});
