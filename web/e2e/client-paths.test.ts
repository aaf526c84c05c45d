// Paths through the client that only a failure or a particular moment reaches: new posts beyond one page,
// the 30-second check paused while the tab is hidden, a session that ended before Save, a form whose
// request id the server refuses, a reply that breaks the callable's output schema, a sign-up whose display
// name was not saved, the sign-in code failing to download, and a sign-out the browser's storage refused.
// The server is real wherever it can be; Playwright only changes what travels (a header, a field), drops a
// request, or stands in for a broken server.
import type { Page } from "@playwright/test";
import { NEWEST_ENDPOINT, PAGE_SIZE, SIGN_IN_TO_SUGGEST_MESSAGE, STALE_FORM_MESSAGE } from "@village/shared";
import { DISPLAY_NAME_NOT_SAVED, SIGN_IN_UNAVAILABLE, SIGN_OUT_FAILED } from "../src/lib/errors/error-message";
import { authSdkChunk } from "./support/chunks";
import { hourlyPosts, seedPosts, type SeedPost } from "./support/posts";
import {
  appRunning,
  formStatus,
  logInAsNewAccount,
  resetEmulators,
  spoken,
  storedAccount,
  storedSuggestions,
  uniqueEmail,
  visit,
} from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(() => resetEmulators());

const titles = (page: Page) => page.locator("main article h2");

/** `count` posts newer than any `hourlyPosts` seed, one a minute back from now, under their own ids. */
const newerPosts = (count: number): SeedPost[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `new-${String(index).padStart(3, "0")}`,
    data: { title: `New ${index}`, text: "Just in", createdAt: new Date(Date.now() - index * 60_000), rand: 0.4 },
  }));

/** How many times the page asked for the newest post's id (the check behind the new-posts banner). */
function newestChecks(page: Page): () => number {
  let checks = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === NEWEST_ENDPOINT) checks++;
  });
  return () => checks;
}

test("announces more new posts than a page as N+, and shows them by starting over from the top", async ({ page }) => {
  await seedPosts(hourlyPosts(3, (index) => `Old ${index}`));
  await visit(page, "/");
  await expect(page.getByText("3 result(s)")).toBeVisible();

  await seedPosts(newerPosts(PAGE_SIZE + 1), PAGE_SIZE + 4);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const banner = page.getByRole("button", { name: `${PAGE_SIZE}+ new posts` });
  await expect(banner).toBeVisible();
  await expect(titles(page)).toHaveText(["Old 0", "Old 1", "Old 2"]);

  await banner.click();
  await expect(page.getByText(`${PAGE_SIZE + 4} result(s)`)).toBeVisible();
  // The newest page, read afresh: no gap between the page's new posts and the old ones.
  await expect(titles(page)).toHaveText(Array.from({ length: PAGE_SIZE }, (_, index) => `New ${index}`));
  await expect(page.getByRole("button", { name: /new posts?$/ })).toHaveCount(0);
});

test("checks for new posts every 30 seconds only while the tab is visible", async ({ page }) => {
  await seedPosts(hourlyPosts(2, (index) => `Old ${index}`));
  await page.clock.install();
  await page.goto("/");
  // The rendered page's own list shows before its app, whose timer does the checking, has started.
  await appRunning(page);
  await expect(page.getByText("2 result(s)")).toBeVisible();
  const checks = newestChecks(page);
  await seedPosts(newerPosts(1), 3);

  // Hidden: the half-minute passes twice, and nothing is asked.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => true }));
  await page.clock.fastForward(30_000);
  await page.clock.fastForward(30_000);
  // A request the page makes after those half-minutes: a check they started would have gone out before it.
  const marker = page.waitForRequest((request) => request.url().endsWith("/robots.txt?after-hidden"));
  await page.evaluate(() => void fetch("/robots.txt?after-hidden"));
  await marker;
  expect(checks()).toBe(0);
  await expect(page.getByRole("button", { name: /new posts?$/ })).toHaveCount(0);

  // Visible again: the next half-minute's check finds the new post.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => false }));
  await page.clock.fastForward(30_000);
  await expect(page.getByRole("button", { name: "1 new post" })).toBeVisible();
  expect(checks()).toBeGreaterThan(0);
});

/** A signed-in page on /new with its two fields filled. */
async function fillNewSuggestion(page: Page, title: string): Promise<void> {
  await logInAsNewAccount(page, { displayName: "Pat" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Suggestion" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Suggestion details").fill("Details");
}

test("says so when the session ended before Save, keeping what was typed and storing nothing", async ({ page }) => {
  await fillNewSuggestion(page, "Too late");
  // The server sees the call without the session, as it would once the session has ended.
  await page.route("**/createSuggestion", (route) => {
    const { authorization: _dropped, ...headers } = route.request().headers();
    return route.continue({ headers });
  });
  await page.getByRole("button", { name: "Save suggestion" }).click();

  await expect(spoken(page, "alert")).toHaveText(SIGN_IN_TO_SUGGEST_MESSAGE);
  await expect(page.getByLabel("Title")).toHaveValue("Too late");
  expect(await storedSuggestions()).toEqual([]);
});

test("tells the person to reload when the server refuses the form's request id", async ({ page }) => {
  await visit(page, "/anon");
  // A form from an older version of the page, say, sending an id the server no longer accepts.
  await page.route("**/createAnonymousPost", (route) => {
    const body = route.request().postDataJSON() as { data: Record<string, unknown> };
    return route.continue({ postData: JSON.stringify({ data: { ...body.data, requestId: "1" } }) });
  });
  await page.getByLabel("Title").fill("Stale");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(spoken(page, "alert")).toHaveText(`Error: ${STALE_FORM_MESSAGE}`);
  await expect(page.getByLabel("Title")).toHaveValue("Stale");
  expect(await storedSuggestions()).toEqual([]);
});

test("does not call a reply that breaks the output schema a success", async ({ page }) => {
  await visit(page, "/anon");
  await page.route("**/createAnonymousPost", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: JSON.stringify({ result: { id: 42 } }),
    }),
  );
  await page.getByLabel("Title").fill("Odd reply");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(spoken(page, "alert")).toHaveText(
    "Error: The server sent a reply Village did not expect. Please try again.",
  );
  await expect(formStatus(page)).toHaveText("");
  await expect(page.getByLabel("Title")).toHaveValue("Odd reply");
});

test("keeps a new account signed in when only its display name failed to save, and says where to set it", async ({
  page,
}) => {
  await visit(page, "/auth?next=%2Fnew");
  // The sign-in service drops the profile update (and only it): the account itself is created.
  let updates = 0;
  await page.route(/\/api\/updateDisplayName\b/, (route) => {
    updates++;
    return route.abort("connectionreset");
  });
  const email = uniqueEmail("nameless");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByLabel("Display name (optional)").fill("Ada");
  await page.getByLabel("I am 13 or older").check();
  await page.getByRole("button", { name: "Create account", exact: true }).click();

  await expect(spoken(page, "alert")).toHaveText(DISPLAY_NAME_NOT_SAVED);
  expect(updates).toBe(1);
  // Signed in (the header names the account by its e-mail), its age confirmed; nothing to create again.
  await expect(page.getByRole("navigation", { name: "Main" }).getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Create account", exact: true })).toHaveCount(0);
  expect(await storedAccount(email)).toEqual({ displayName: null, ageConfirmed: true });

  // The account page is where the name is set; the person can also carry on to where they were going.
  await expect(page.getByRole("link", { name: "continue" })).toHaveAttribute("href", "/new");
  await page.getByRole("link", { name: "Go to your account page" }).click();
  await expect(page).toHaveURL("/account");
});

test("says plainly when the sign-in code did not load, keeps the board readable, and tries again", async ({
  page,
  context,
}) => {
  await seedPosts(hourlyPosts(2, (index) => `Post ${index}`));
  const chunk = authSdkChunk();
  // This browser was signed in last time, so every page loads the sign-in code at once to restore the session.
  await context.addInitScript(() => localStorage.setItem("villageSignedIn", "yes"));
  let blocked = 0;
  await page.route(`**/${chunk}`, (route) => {
    blocked++;
    return route.abort("internetdisconnected");
  });
  await page.goto("/");

  // The public list still works; the header says what went wrong, in place of "Sign in".
  await expect(page.getByText("2 result(s)")).toBeVisible();
  await expect(titles(page)).toHaveText(["Post 0", "Post 1"]);
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("alert").getByText("Sign-in didn't load.")).toBeVisible();
  expect(blocked).toBeGreaterThan(0);

  // Where a person would sign in: the sentence and a way to try again, not a form that cannot work.
  await page.goto("/auth");
  const main = page.locator("main");
  await expect(main.getByRole("alert").getByText(SIGN_IN_UNAVAILABLE)).toBeVisible();
  await expect(main.getByLabel("E-mail")).toHaveCount(0);

  // Back online: "Try again" loads the code again (a reload of this page), and the log-in form appears.
  await page.unroute(`**/${chunk}`);
  await main.getByRole("button", { name: "Try again" }).click();
  await expect(main.getByLabel("E-mail")).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText(SIGN_IN_UNAVAILABLE)).toHaveCount(0);
  await expect(page).toHaveURL("/auth");
});

test("says so when signing out did not work, stays signed in, and signs out on a second try", async ({ page }) => {
  await logInAsNewAccount(page, { displayName: "Lee" });
  const header = page.getByRole("navigation", { name: "Main" });

  // This browser's storage refuses to forget the session (as IndexedDB does when the site's storage is
  // blocked or broken): the Auth SDK's own sign-out fails on it.
  await page.evaluate(() => {
    const store = IDBObjectStore.prototype;
    const remove = Object.getOwnPropertyDescriptor(store, "delete");
    if (!remove) throw new Error("No IDBObjectStore.delete to break");
    Reflect.set(window, "restoreIndexedDbDelete", () => Object.defineProperty(store, "delete", remove));
    Object.defineProperty(store, "delete", {
      ...remove,
      value: () => {
        throw new DOMException("Storage is blocked", "UnknownError");
      },
    });
  });
  await header.getByRole("button", { name: "Sign out" }).click();

  await expect(header.getByRole("alert").getByText(SIGN_OUT_FAILED)).toBeVisible();
  await expect(header.getByText("Lee")).toHaveCount(1);
  await expect(header.getByRole("button", { name: "Sign out", disabled: false })).toBeVisible();

  // The storage works again: the same button signs out, the message goes, and a reload finds no session.
  await page.evaluate(() => (Reflect.get(window, "restoreIndexedDbDelete") as () => void)());
  await header.getByRole("button", { name: "Sign out" }).click();
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText(SIGN_OUT_FAILED)).toHaveCount(0);
  await page.reload();
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
});
