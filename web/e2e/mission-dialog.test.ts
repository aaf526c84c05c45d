// The "Our Mission" modal: only on the home page; closes by Escape, backdrop or Close; focus comes back.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { browserForFile } from "./support/browser";
import { openPage } from "./support/site";

const browser = browserForFile();

let page: Page;
let context: BrowserContext;

beforeEach(async () => {
  ({ page, context } = await openPage(browser(), "/"));
});

afterEach(() => context.close());

const missionButton = () => page.getByRole("button", { name: "Our Mission" });
const dialog = () => page.getByRole("dialog", { name: "Our Mission" });
const focusIsInDialog = () => page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null);
const focusIsOnMissionButton = () => page.evaluate(() => document.activeElement?.textContent === "Our Mission");

async function open() {
  await missionButton().focus();
  await page.keyboard.press("Enter");
  await dialog().waitFor();
  expect(await focusIsInDialog()).toBe(true);
  expect(await dialog().textContent()).toMatch(/genuine suggestions, ideas and stories.*no algorithm/s);
}

it("opens a modal that keeps focus inside it", async () => {
  await open();
  expect(await dialog().evaluate((element) => element.matches(":modal"))).toBe(true);
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press("Tab");
    // Focus may step out to the browser()'s own controls, but never onto the page behind the modal.
    expect(
      await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest("dialog"),
      ),
    ).toBe(true);
  }
});

it("closes on Escape and gives focus back to the button", async () => {
  await open();
  await page.keyboard.press("Escape");
  await dialog().waitFor({ state: "hidden" });
  expect(await focusIsOnMissionButton()).toBe(true);
});

it("closes on the Close button", async () => {
  await open();
  await dialog().getByRole("button", { name: "Close" }).click();
  await dialog().waitFor({ state: "hidden" });
  expect(await focusIsOnMissionButton()).toBe(true);
});

it("closes on a click on the backdrop, but not on a click inside", async () => {
  await open();
  await dialog().getByRole("heading", { name: "Our Mission" }).click();
  expect(await dialog().isVisible()).toBe(true);
  await page.mouse.click(5, 5);
  await dialog().waitFor({ state: "hidden" });
  expect(await focusIsOnMissionButton()).toBe(true);
});

it("is offered only on the home page", async () => {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Anonymously" }).click();
  await page.getByRole("heading", { name: "Post Anonymously", level: 1 }).waitFor();
  expect(await missionButton().count()).toBe(0);
});
