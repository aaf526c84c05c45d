// "Continue with Google" starts the popup flow. Offline, Google's script cannot load, so the flow fails;
// the failure must reach the person in red (see docs/offline.md, "Google sign-in offline").
import { spoken, visit } from "./support/site";
import { expect, test } from "./support/test";

test("starts the Google popup flow and shows its failure in red", async ({ page }) => {
  await visit(page, "/auth");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const google = page.getByRole("button", { name: "Continue with Google" });
  const started = Date.now();
  await google.click();

  const message = spoken(page, "alert");
  await expect(message).toHaveText(/\S/);
  // Within a few seconds, not after the network gives up on Google's library (about 11 s offline).
  expect(Date.now() - started).toBeLessThan(6_000);
  // Said right under the Google button, with focus on it.
  const alert = page.getByRole("alert");
  await expect(alert).toBeFocused();
  const button = await google.boundingBox();
  const said = await alert.boundingBox();
  // A missing box counts as infinitely far.
  expect((said?.y ?? Infinity) - ((button?.y ?? -Infinity) + (button?.height ?? 0))).toBeLessThan(60);
  await expect(message).not.toHaveText(/^Firebase:/);
  await expect(alert).toHaveCSS("color", "rgb(179, 38, 30)");
  // The button is usable again for another try.
  await expect(google).toBeVisible();
  await expect(google).toBeEnabled();
  // The popup flow did start: it asked for Google's sign-in library, which is what fails offline.
  expect(requests.filter((url) => new URL(url).hostname.endsWith("google.com"))).toContainEqual(
    expect.stringMatching(/^https:\/\/apis\.google\.com\/js\/api\.js/),
  );
});
