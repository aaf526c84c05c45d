// Paths through the client that only a failure or a particular moment reaches: new posts beyond one page,
// the 30-second check paused while the tab is hidden, a session that ended before Save, a form whose
// request id the server refuses, a reply that breaks the callable's output schema, a sign-up whose display
// name was not saved, the sign-in code failing to download, and a sign-out the browser's storage refused.
// The server is real wherever it can be; Playwright only changes what travels (a header, a field), drops a
// request, or stands in for a broken server.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { NEWEST_ENDPOINT, PAGE_SIZE, SIGN_IN_TO_SUGGEST_MESSAGE, STALE_FORM_MESSAGE } from "@village/shared";
import { DISPLAY_NAME_NOT_SAVED, SIGN_IN_UNAVAILABLE, SIGN_OUT_FAILED } from "../src/lib/errors/error-message";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";
import { authSdkChunk } from "./support/chunks";
import { hourlyPosts, seedPosts, type SeedPost } from "./support/posts";
import {
  openPage,
  resetEmulators,
  signedInPage,
  spokenText,
  storedAccount,
  storedSuggestions,
  uniqueEmail,
  waitForPath,
} from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

/** `opened`, whose browser context this file closes after the test. */
function closedAfter<Opened extends { context: BrowserContext }>(opened: Opened): Opened {
  context = opened.context;
  return opened;
}

const titles = (page: Page) => page.locator("main article h2").allTextContents();

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

it("announces more new posts than a page as N+, and shows them by starting over from the top", async () => {
  await seedPosts(hourlyPosts(3, (index) => `Old ${index}`));
  const { page } = closedAfter(await openPage(browser(), "/"));
  await page.getByText("3 result(s)").waitFor();

  await seedPosts(newerPosts(PAGE_SIZE + 1), PAGE_SIZE + 4);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const banner = page.getByRole("button", { name: `${PAGE_SIZE}+ new posts` });
  await banner.waitFor();
  expect(await titles(page)).toEqual(["Old 0", "Old 1", "Old 2"]);

  await banner.click();
  await page.getByText(`${PAGE_SIZE + 4} result(s)`).waitFor();
  // The newest page, read afresh: no gap between the page's new posts and the old ones.
  expect(await titles(page)).toEqual(Array.from({ length: PAGE_SIZE }, (_, index) => `New ${index}`));
  expect(await page.getByRole("button", { name: /new posts?$/ }).count()).toBe(0);
});

it("checks for new posts every 30 seconds only while the tab is visible", async () => {
  await seedPosts(hourlyPosts(2, (index) => `Old ${index}`));
  const { page } = closedAfter(await newPage(browser()));
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "yes"));
  await page.clock.install();
  await page.goto(`${siteUrl}/`);
  await page.getByText("2 result(s)").waitFor();
  const checks = newestChecks(page);
  await seedPosts(newerPosts(1), 3);

  // Hidden: the half-minute passes twice, and nothing is asked.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => true }));
  await page.clock.fastForward(30_000);
  await page.clock.fastForward(30_000);
  await page.waitForTimeout(1_000);
  expect(checks()).toBe(0);
  expect(await page.getByRole("button", { name: /new posts?$/ }).count()).toBe(0);

  // Visible again: the next half-minute's check finds the new post.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => false }));
  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "1 new post" }).waitFor();
  expect(checks()).toBeGreaterThan(0);
});

/** A signed-in page on /new with its two fields filled. */
async function fillNewSuggestion(title: string): Promise<Page> {
  const { page } = closedAfter(await signedInPage(browser(), { displayName: "Pat" }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Suggestion" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Suggestion details").fill("Details");
  return page;
}

it("says so when the session ended before Save, keeping what was typed and storing nothing", async () => {
  const page = await fillNewSuggestion("Too late");
  // The server sees the call without the session, as it would once the session has ended.
  await page.route("**/createSuggestion", (route) => {
    const { authorization: _dropped, ...headers } = route.request().headers();
    return route.continue({ headers });
  });
  await page.getByRole("button", { name: "Save suggestion" }).click();

  expect(await spokenText(page, "alert")).toBe(SIGN_IN_TO_SUGGEST_MESSAGE);
  expect(await page.getByLabel("Title").inputValue()).toBe("Too late");
  expect(await storedSuggestions()).toEqual([]);
});

it("tells the person to reload when the server refuses the form's request id", async () => {
  const { page } = closedAfter(await openPage(browser(), "/anon"));
  // A form from an older version of the page, say, sending an id the server no longer accepts.
  await page.route("**/createAnonymousPost", (route) => {
    const body = route.request().postDataJSON() as { data: Record<string, unknown> };
    return route.continue({ postData: JSON.stringify({ data: { ...body.data, requestId: "1" } }) });
  });
  await page.getByLabel("Title").fill("Stale");
  await page.getByRole("button", { name: "Submit" }).click();

  expect(await spokenText(page, "alert")).toBe(`Error: ${STALE_FORM_MESSAGE}`);
  expect(await page.getByLabel("Title").inputValue()).toBe("Stale");
  expect(await storedSuggestions()).toEqual([]);
});

it("does not call a reply that breaks the output schema a success", async () => {
  const { page } = closedAfter(await openPage(browser(), "/anon"));
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

  expect(await spokenText(page, "alert")).toBe(
    "Error: The server sent a reply Village did not expect. Please try again.",
  );
  expect(await page.getByRole("status").textContent()).toBe("");
  expect(await page.getByLabel("Title").inputValue()).toBe("Odd reply");
});

it("keeps a new account signed in when only its display name failed to save, and says where to set it", async () => {
  const { page } = closedAfter(await openPage(browser(), "/auth?next=%2Fnew"));
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

  expect(await spokenText(page, "alert")).toBe(DISPLAY_NAME_NOT_SAVED);
  expect(updates).toBe(1);
  // Signed in (the header names the account by its e-mail), its age confirmed; nothing to create again.
  await page.getByRole("navigation", { name: "Main" }).getByText(email).waitFor();
  expect(await page.getByRole("button", { name: "Create account", exact: true }).count()).toBe(0);
  expect(await storedAccount(email)).toEqual({ displayName: null, ageConfirmed: true });

  // The account page is where the name is set; the person can also carry on to where they were going.
  expect(await page.getByRole("link", { name: "continue" }).getAttribute("href")).toBe("/new");
  await page.getByRole("link", { name: "Go to your account page" }).click();
  expect(await waitForPath(page, /^\/account$/)).toBe("/account");
});

it("says plainly when the sign-in code did not load, keeps the board readable, and tries again", async () => {
  await seedPosts(hourlyPosts(2, (index) => `Post ${index}`));
  const chunk = authSdkChunk();
  const { page } = closedAfter(await newPage(browser()));
  // This browser was signed in last time, so every page loads the sign-in code at once to restore the session.
  await context.addInitScript(() => {
    localStorage.setItem("cookiesAccepted", "yes");
    localStorage.setItem("villageSignedIn", "yes");
  });
  let blocked = 0;
  await page.route(`**/${chunk}`, (route) => {
    blocked++;
    return route.abort("internetdisconnected");
  });
  await page.goto(`${siteUrl}/`);

  // The public list still works; the header says what went wrong, in place of "Sign in".
  await page.getByText("2 result(s)").waitFor();
  expect(await titles(page)).toEqual(["Post 0", "Post 1"]);
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByRole("alert").getByText("Sign-in didn't load.").waitFor();
  expect(blocked).toBeGreaterThan(0);

  // Where a person would sign in: the sentence and a way to try again, not a form that cannot work.
  await page.goto(`${siteUrl}/auth`);
  const main = page.locator("main");
  await main.getByRole("alert").getByText(SIGN_IN_UNAVAILABLE).waitFor();
  expect(await main.getByLabel("E-mail").count()).toBe(0);

  // Back online: "Try again" loads the code again (a reload of this page), and the log-in form appears.
  await page.unroute(`**/${chunk}`);
  await main.getByRole("button", { name: "Try again" }).click();
  await main.getByLabel("E-mail").waitFor();
  await header.getByRole("link", { name: "Sign in" }).waitFor();
  expect(await page.getByText(SIGN_IN_UNAVAILABLE).count()).toBe(0);
  expect(await waitForPath(page, /^\/auth$/)).toBe("/auth");
});

it("says so when signing out did not work, stays signed in, and signs out on a second try", async () => {
  const { page } = closedAfter(await signedInPage(browser(), { displayName: "Lee" }));
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

  await header.getByRole("alert").getByText(SIGN_OUT_FAILED).waitFor();
  expect(await header.getByText("Lee").count()).toBe(1);
  await header.getByRole("button", { name: "Sign out", disabled: false }).waitFor();

  // The storage works again: the same button signs out, the message goes, and a reload finds no session.
  await page.evaluate(() => (Reflect.get(window, "restoreIndexedDbDelete") as () => void)());
  await header.getByRole("button", { name: "Sign out" }).click();
  await header.getByRole("link", { name: "Sign in" }).waitFor();
  expect(await page.getByText(SIGN_OUT_FAILED).count()).toBe(0);
  await page.reload();
  await header.getByRole("link", { name: "Sign in" }).waitFor();
});
