// The site says what it makes public before it does: the name a suggestion will carry, that a display name is
// public, and what posting anonymously while signed in hides and from whom.
import { getAuth } from "firebase-admin/auth";
import { CHOOSE_A_NAME_MESSAGE, VERIFY_EMAIL_TO_USE_IT_MESSAGE } from "@village/shared";
import { callableFailure, logInAsNewAccount, resetEmulators, storedSuggestions, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
});

test("asks someone without a display name for one before the first post, and shows the e-mail only when chosen and verified", async ({
  page,
}) => {
  const email = await logInAsNewAccount(page, { emailName: "nameless" });

  await page.goto("/new");
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How should your posts be signed?" })).toBeVisible();
  // Nothing says the e-mail will be shown until the person picks it.
  await expect(page.getByText(`Posting as ${email}`)).toHaveCount(0);

  // The name is the first step: the post form comes once it is chosen (the server refuses a post before:
  // functions/test/authors.test.ts).
  await expect(page.getByLabel("Title")).toHaveCount(0);

  // An address nobody verified is never published: anyone can sign up with someone else's.
  await page.getByRole("button", { name: "Post as my e-mail address" }).click();
  await expect(page.getByText(VERIFY_EMAIL_TO_USE_IT_MESSAGE)).toBeVisible();
  const { uid } = await getAuth().getUserByEmail(email);
  await getAuth().updateUser(uid, { emailVerified: true });
  await page.getByRole("button", { name: "Post as my e-mail address" }).click();
  const notice = page.getByText(`Posting as ${email}.`);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/You chose to be shown by your e-mail address/);
  await page.getByLabel("Title").fill("Shown by address");
  await page.getByLabel("Suggestion details").fill("As the page said it would be.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Shown by address" })).toBeVisible();
  // What the page announced is what the server stored.
  expect((await storedSuggestions()).find((post) => post.title === "Shown by address")?.author).toBe(email);
});

test("takes a display name in the prompt on /new, refusing one that passes as a role, in confusable letters too", async ({
  page,
}) => {
  const email = await logInAsNewAccount(page, { emailName: "prompted" });

  await page.goto("/new");
  const name = page.getByRole("textbox", { name: "Display name", exact: true });
  await name.fill("\u041Coderator");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/may not read as "anonymous" or as the site or one of its roles/)).toBeVisible();

  await name.fill("  Pia\u202E ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Posting as Pia.")).toBeVisible();
  await page.getByLabel("Title").fill("Named by choice");
  await page.getByLabel("Suggestion details").fill("Signed with the name I chose.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Named by choice" })).toBeVisible();
  const stored = (await storedSuggestions()).find((post) => post.title === "Named by choice");
  expect(stored?.author).toBe("Pia");
  expect(JSON.stringify(stored)).not.toContain(email);
});

test("names the display name on /new when there is one", async ({ page }) => {
  const email = await logInAsNewAccount(page, { displayName: "Nia" });

  await page.goto("/new");
  const notice = page.getByText("Posting as Nia.");
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(email);

  // Should the server still find no name (the session's copy of the account out of date), the page asks for it
  // again, the refusal beside the name's field and read with it, not under the post's Save.
  await page.route("**/createSuggestion", (route) =>
    route.fulfill(callableFailure("FAILED_PRECONDITION", CHOOSE_A_NAME_MESSAGE, 400)),
  );
  await page.getByLabel("Title").fill("Refused for a name");
  await page.getByLabel("Suggestion details").fill("Asked again.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  const name = page.getByRole("textbox", { name: "Display name", exact: true });
  await expect(name).toBeFocused();
  const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
  await expect(
    page.locator(
      describedBy
        .split(" ")
        .map((id) => `[id="${id}"]`)
        .join(", "),
    ),
  ).toContainText([CHOOSE_A_NAME_MESSAGE]);
  await expect(page.getByRole("button", { name: "Save suggestion" })).toHaveCount(0);
});

test("says on the sign-up form that the display name is public", async ({ page }) => {
  await visit(page, "/auth");
  await page.getByRole("button", { name: "Create an account" }).click();
  const field = page.getByLabel("Display name (optional)");
  await expect(field).toBeVisible();
  const hintId = (await field.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${hintId}"]`)).toHaveText(
    /^Public: shown with the suggestions you post.*your e-mail address is never shown unless you choose it/,
  );
});

test("tells someone signed in on /anon that administrators can tie the post to their account, and no one signed out", async ({
  page,
  newVisitor,
}) => {
  await visit(page, "/anon");
  // Once the page knows the visitor is signed out.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText(/administrators can tie it/)).toHaveCount(0);

  const signedIn = await newVisitor();
  await logInAsNewAccount(signedIn.page, { displayName: "Ori" });
  await signedIn.page.goto("/anon");
  const notice = signedIn.page.getByText(/kept private from other visitors/);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/the site's administrators can tie it to your account/);
});
