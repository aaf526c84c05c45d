// The main journey: a visitor opens /new, is sent to sign up, comes back to /new and posts a suggestion.
import { HOME_ENDPOINT } from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { homeEndpointRequests } from "./support/hold";
import { hourlyPosts, seedPosts } from "./support/posts";
import {
  createAccount,
  expectSaidWithFocus,
  logIn,
  resetEmulators,
  storedSuggestions,
  uniqueEmail,
  visit,
} from "./support/site";
import { sourceString } from "./support/source-constant";
import { expect, test } from "./support/test";

// What the status lines say (the modules load Firebase: read from the source).
const ACCOUNT_CREATED = sourceString("features/auth/hooks/use-auth-actions.ts", "ACCOUNT_CREATED");
const NAME_SAVED = sourceString("features/suggestions/components/PostingAs.tsx", "NAME_SAVED");

test.beforeEach(() => resetEmulators());

// Each test starts from empty emulators, so that it passes alone or in any order.

test("signs up from a redirect off /new, lands back on /new and posts a suggestion that the home list shows", async ({
  page,
  consoleErrors,
}) => {
  await visit(page, "/new");
  const failedResponses: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
  });

  // Signed out: sent to the auth page, which remembers where the visitor was going.
  await expect(page).toHaveURL("/auth?next=%2Fnew");
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create account" })).toBeVisible();

  await page.getByLabel("E-mail").fill(`  ${uniqueEmail("ada")}  `);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByLabel("Display name (optional)").fill("  Ada Lovelace ");
  await page.getByLabel("I am 13 or older").check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();

  // Back where they started, signed in under the trimmed display name, told so where focus lands.
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();
  await expect(page).toHaveURL("/new");
  await expectSaidWithFocus(page, ACCOUNT_CREATED);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText("Ada Lovelace", { exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();

  const title = page.getByLabel("Title");
  const details = page.getByLabel("Suggestion details");
  await expect(title).toHaveAttribute("placeholder", "Play galaga");
  await expect(details).toHaveAttribute("placeholder", "fun game with alien monsters");

  await title.fill("Board game night");
  await details.fill("Bring a game, meet the neighbours.");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  // Saved: back on the home page, where the list shows the new post with its author.
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();
  await expect(page).toHaveURL("/");
  const post = page.getByRole("article").filter({ hasText: "Board game night" });
  await expect(post).toBeVisible();
  await expect(post).toContainText("by Ada Lovelace");

  // And it was stored as the server saw it.
  const stored = await storedSuggestions();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    title: "Board game night",
    "suggestion details": "Bring a game, meet the neighbours.",
    author: "Ada Lovelace",
  });
  // Allowed: the Auth emulator has no password-policy endpoint (501; the app then applies the SDK's default
  // policy), and Firestore answers 404 for a document that does not exist yet.
  const unexpected = failedResponses.filter(
    (line) => !/^501 .*\/v2\/passwordPolicy/.test(line) && !/^404 http:\/\/127\.0\.0\.1:8080\//.test(line),
  );
  expect(unexpected).toEqual([]);
  expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
});

test("after a sign-up without a name, /new is one calm page: the name first, then the form; Cancel saves nothing", async ({
  page,
}) => {
  // A small phone, where the page heading is smallest.
  await page.setViewportSize({ width: 320, height: 568 });
  await visit(page, "/auth?next=%2Fnew");
  await page.getByRole("button", { name: "Create an account" }).click();
  const email = uniqueEmail("cat");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByLabel("I am 13 or older").check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();

  // One box above the page: the sign-up said, with focus, and the verification e-mail under it.
  await expectSaidWithFocus(page, ACCOUNT_CREATED);
  await expect(
    page.locator("main").getByRole("status").filter({ hasText: ACCOUNT_CREATED }).locator(".."),
  ).toContainText(`We sent a link to ${email}`);
  // Headings in order, none larger than the page's own; the name's step alone, the post form not yet.
  const headings = await page.locator("main :is(h1, h2, h3, h4)").evaluateAll((found) =>
    found.map((heading) => ({
      level: Number(heading.tagName[1]),
      size: parseFloat(getComputedStyle(heading).fontSize),
    })),
  );
  expect(headings.map((heading) => heading.level)).toEqual([1, 2]);
  expect(headings[1]?.size).toBeLessThan(headings[0]?.size ?? 0);
  await expect(page.getByRole("heading", { name: "How should your posts be signed?", level: 2 })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);
  // What the e-mail choice makes public is read with its button, a sentence of its own.
  const byEmail = page.getByRole("button", { name: "Post as my e-mail address" });
  await expect(page.locator(`[id="${await byEmail.getAttribute("aria-describedby")}"]`)).toHaveText(
    `${email} will be shown publicly with your posts.`,
  );

  await page.getByRole("textbox", { name: "Display name", exact: true }).fill("Cat");
  await page.getByRole("button", { name: "Save name" }).click();
  await expectSaidWithFocus(page, NAME_SAVED);
  await expect(page.getByText("Posting as Cat.")).toBeVisible();
  await page.getByLabel("Title").fill("Never mind");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/");
  expect((await storedSuggestions()).map((post) => post.title)).not.toContain("Never mind");
});

test("shows the author their new post on the home page even while the home document lags behind it", async ({
  page,
}) => {
  await seedPosts(hourlyPosts(2, (index) => `Earlier post ${index}`));
  const email = uniqueEmail("lag");
  await createAccount({ email, password: "correct horse", displayName: "Lee" });
  // The home list's first page as it is before the post: served again afterwards, as if its trigger had not
  // run yet. Read as the page reads it (`/api/home`) and kept as the raw answer, never decoded.
  const staleHome = await (await fetch(`${siteUrl}${HOME_ENDPOINT}`)).text();
  await visit(page, "/");
  await expect(page.getByText("Earlier post 0")).toBeVisible();
  await page.route(homeEndpointRequests, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: staleHome }),
  );
  const countBefore = Number((await page.getByText(/result\(s\)/).textContent())?.match(/\d+/)?.[0]);

  await logIn(page, email, "correct horse", "Lee");
  await page.goto("/new");
  await page.getByLabel("Title").fill("Lagging trigger");
  await page.getByLabel("Suggestion details").fill("Still shown to its author.");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  await expect(page).toHaveURL("/");
  await expect(page.getByRole("article").filter({ hasText: "Lagging trigger" })).toBeVisible();
  await expect(page.locator("main article h2").first()).toHaveText("Lagging trigger");
  await expect(page.getByText(`${countBefore + 1} result(s)`)).toBeVisible();
});
