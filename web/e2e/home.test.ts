// The home page loads and the app runs it: its heading is in the server's HTML, so the test also waits for
// what only the running bundle does (marking the document, opening the mission dialog on a press).
import { expect, test } from "./support/test";

test("loads the home page, and the app takes it over", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-app", "running");
  await page.getByRole("button", { name: "Our Mission" }).click();
  await expect(page.getByRole("dialog", { name: "Our Mission" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
