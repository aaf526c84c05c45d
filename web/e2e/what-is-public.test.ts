// The site says what it makes public before it does: the name a suggestion will carry, that a display name is
// public, and what posting anonymously while signed in hides and from whom.
import { beforeAll, expect, it } from "vitest";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { openPage, resetEmulators, signedInPage, spokenText, storedSuggestions } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
});

it("asks someone without a display name for one before the first post, and shows the e-mail only when chosen", async () => {
  const { page, context, email } = await signedInPage(browser(), { emailName: "nameless" });

  await page.goto(`${siteUrl}/new`);
  await page.getByRole("heading", { name: "Post a Suggestion" }).waitFor();
  await page.getByRole("heading", { name: "How should your posts be signed?" }).waitFor();
  // Nothing says the e-mail will be shown until the person picks it.
  expect(await page.getByText(`Posting as ${email}`).count()).toBe(0);

  // Posting before choosing is refused by the server, and nothing is stored under the e-mail.
  await page.getByLabel("Title").fill("Shown by address");
  await page.getByLabel("Suggestion details").fill("As the page said it would be.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  expect(await spokenText(page, "alert")).toContain("Please choose the name your posts are shown with");
  expect((await storedSuggestions()).some((post) => post.title === "Shown by address")).toBe(false);

  await page.getByRole("button", { name: "Post as my e-mail address" }).click();
  const notice = page.getByText(`Posting as ${email}.`);
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/You chose to be shown by your e-mail address/);
  // The refusal's cause is fixed: its red sentence is gone, not left under "Posting as".
  expect(await page.getByText("Please choose the name your posts are shown with").count()).toBe(0);
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("article").filter({ hasText: "Shown by address" }).waitFor();
  // What the page announced is what the server stored.
  expect((await storedSuggestions()).find((post) => post.title === "Shown by address")?.author).toBe(email);
  await context.close();
});

it("takes a display name in the prompt on /new, refusing one that passes as a role", async () => {
  const { page, context, email } = await signedInPage(browser(), { emailName: "prompted" });

  await page.goto(`${siteUrl}/new`);
  const name = page.getByRole("textbox", { name: "Display name", exact: true });
  await name.fill("Moderator");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await name.getAttribute("aria-invalid")).toBe("true");
  await page.getByText(/may not read as "anonymous", "Moderator" or "Administrator"/).waitFor();

  await name.fill("  Pia\u202E ");
  await page.getByRole("button", { name: "Save name" }).click();
  await page.getByText("Posting as Pia.").waitFor();
  await page.getByLabel("Title").fill("Named by choice");
  await page.getByLabel("Suggestion details").fill("Signed with the name I chose.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("article").filter({ hasText: "Named by choice" }).waitFor();
  const stored = (await storedSuggestions()).find((post) => post.title === "Named by choice");
  expect(stored?.author).toBe("Pia");
  expect(JSON.stringify(stored)).not.toContain(email);
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
  expect(await page.locator(`[id="${hintId}"]`).textContent()).toMatch(
    /^Public: shown with the suggestions you post.*your e-mail address is never shown unless you choose it/,
  );
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
