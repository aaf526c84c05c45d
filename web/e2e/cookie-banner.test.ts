// The cookie notice: shown until accepted or dismissed, then never again in this browser().
import { expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { openPage } from "./support/site";

const browser = browserForFile();

it.each(["Dismiss", "Accept"])("%s hides the notice for good and remembers it", async (button) => {
  const { page, context } = await openPage(browser(), "/", { cookiesAccepted: false });
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await notice.waitFor();
  expect(await notice.textContent()).toContain("essential cookies");
  expect(await notice.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");

  await notice.getByRole("button", { name: button, exact: true }).click();
  await notice.waitFor({ state: "detached" });
  expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("yes");

  await page.reload();
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("contentinfo").waitFor();
  expect(await notice.count()).toBe(0);
  await context.close();
});

it("shows on every page until then, and its privacy link opens the privacy page", async () => {
  const { page, context } = await openPage(browser(), "/anon", { cookiesAccepted: false });
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await notice.getByRole("link", { name: "Privacy Policy" }).click();
  await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
  expect(await notice.isVisible()).toBe(true);
  await context.close();
});
