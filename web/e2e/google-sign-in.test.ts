// "Continue with Google" starts the popup flow. Offline, Google's script cannot load, so the flow fails;
// the failure must reach the person in red (see docs/offline.md, "Google sign-in offline").
import { expect, it } from "vitest";
import { browserForFile } from "./support/browser";
import { openPage, spokenText } from "./support/site";

const browser = browserForFile();

it("starts the Google popup flow and shows its failure in red", async () => {
  const { page, context } = await openPage(browser(), "/auth");
  const googleRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("google.com")) googleRequests.push(request.url());
  });
  const google = page.getByRole("button", { name: "Continue with Google" });
  const started = Date.now();
  await google.click();

  const message = await spokenText(page, "alert");
  // Within a few seconds, not after the network gives up on Google's library (about 11 s offline).
  expect(Date.now() - started).toBeLessThan(6_000);
  // Said right under the Google button, with focus on it.
  const alert = page.getByRole("alert");
  await expect.poll(() => alert.evaluate((element) => element === document.activeElement)).toBe(true);
  const button = await google.boundingBox();
  const said = await alert.boundingBox();
  expect(said && button ? said.y - (button.y + button.height) : Infinity).toBeLessThan(60);
  expect(message.length).toBeGreaterThan(0);
  expect(message).not.toMatch(/^Firebase:/);
  const colour = await page.getByRole("alert").evaluate((element) => getComputedStyle(element).color);
  expect(colour).toBe("rgb(179, 38, 30)");
  // The button is usable again for another try.
  await page.getByRole("button", { name: "Continue with Google" }).waitFor();
  expect(await page.getByRole("button", { name: "Continue with Google" }).isEnabled()).toBe(true);
  // The popup flow did start: it asked for Google's sign-in library, which is what fails offline.
  expect(googleRequests.some((url) => url.startsWith("https://apis.google.com/js/api.js"))).toBe(true);
  await context.close();
});
