// The site says what it makes public before it does: the name a suggestion will carry, that a display name is
// public, and what posting anonymously while signed in hides and from whom.
import { beforeAll, expect, it } from "vitest";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { openPage, resetEmulators, signedInPage, storedSuggestions } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
});

it("tells someone without a display name, before saving, that their e-mail address will be shown, and stores that", async () => {
  const { page, context, email } = await signedInPage(browser(), { emailName: "nameless" });

  await page.goto(`${siteUrl}/new`);
  await page.getByRole("heading", { name: "Post a Suggestion" }).waitFor();
  const notice = page.getByText(`Posting as ${email}.`);
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/no display name, so your e-mail address is shown publicly/);

  await page.getByLabel("Title").fill("Shown by address");
  await page.getByLabel("Suggestion details").fill("As the page said it would be.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("article").filter({ hasText: "Shown by address" }).waitFor();
  // What the page announced is what the server stored.
  expect((await storedSuggestions()).find((post) => post.title === "Shown by address")?.author).toBe(email);
  await context.close();
});

it("names the display name on /new when there is one", async () => {
  const { page, context, email } = await signedInPage(browser(), { displayName: "Nia" });

  await page.goto(`${siteUrl}/new`);
  const notice = page.getByText("Posting as Nia.");
  await notice.waitFor();
  expect(await notice.textContent()).not.toContain(email);
  await context.close();
});

it("says on the sign-up form that the display name is public", async () => {
  const { page, context } = await openPage(browser(), "/auth");
  await page.getByRole("button", { name: "Create an account" }).click();
  const field = page.getByLabel("Display name (optional)");
  await field.waitFor();
  const hintId = (await field.getAttribute("aria-describedby")) ?? "";
  expect(await page.locator(`[id="${hintId}"]`).textContent()).toMatch(/^Public: shown with the suggestions you post/);
  await context.close();
});

it("tells someone signed in on /anon that administrators can tie the post to their account, and no one signed out", async () => {
  const signedOut = await openPage(browser(), "/anon");
  // Once the page knows the visitor is signed out.
  await signedOut.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).waitFor();
  expect(await signedOut.page.getByText(/administrators can tie it/).count()).toBe(0);
  await signedOut.context.close();

  const { page, context } = await signedInPage(browser(), { displayName: "Ori" });
  await page.goto(`${siteUrl}/anon`);
  const notice = page.getByText(/kept private from other visitors/);
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/the site's administrators can tie it to your account/);
  await context.close();
});
