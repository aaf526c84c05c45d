// Paths through the client that only a failure or a particular moment reaches: new posts beyond one page,
// the 30-second check paused while the tab is hidden, a session that ended before Save, a form whose
// request id the server refuses, and a reply that breaks the callable's output schema. The server is real
// wherever it can be; Playwright only changes what travels (a header, a field) or stands in for a broken
// server.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { PAGE_SIZE, SIGN_IN_TO_SUGGEST_MESSAGE, STALE_FORM_MESSAGE } from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";
import { hourlyPosts, seedPosts, type SeedPost } from "./support/posts";
import {
  createAccount,
  logIn,
  openPage,
  resetEmulators,
  spokenText,
  storedSuggestions,
  uniqueEmail,
} from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

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
    if (request.url().includes("documents:runQuery") && request.postData()?.includes('"limit":1')) checks++;
  });
  return () => checks;
}

it("announces more new posts than a page as N+, and shows them by starting over from the top", async () => {
  await seedPosts(hourlyPosts(3, (index) => `Old ${index}`));
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page } = opened;
  await page.getByText("3 result(s)").waitFor();

  await seedPosts(newerPosts(PAGE_SIZE + 1), PAGE_SIZE + 4);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const banner = page.getByRole("button", { name: `${PAGE_SIZE}+ new post(s) — show` });
  await banner.waitFor();
  expect(await titles(page)).toEqual(["Old 0", "Old 1", "Old 2"]);

  await banner.click();
  await page.getByText(`${PAGE_SIZE + 4} result(s)`).waitFor();
  // The newest page, read afresh: no gap between the page's new posts and the old ones.
  expect(await titles(page)).toEqual(Array.from({ length: PAGE_SIZE }, (_, index) => `New ${index}`));
  expect(await page.getByRole("button", { name: /new post\(s\)/ }).count()).toBe(0);
});

it("checks for new posts every 30 seconds only while the tab is visible", async () => {
  await seedPosts(hourlyPosts(2, (index) => `Old ${index}`));
  const opened = await newPage(browser());
  context = opened.context;
  const { page } = opened;
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
  expect(await page.getByRole("button", { name: /new post\(s\)/ }).count()).toBe(0);

  // Visible again: the next half-minute's check finds the new post.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => false }));
  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "1 new post(s) — show" }).waitFor();
  expect(checks()).toBeGreaterThan(0);
});

/** A signed-in page on /new with its two fields filled. */
async function fillNewSuggestion(title: string): Promise<Page> {
  const email = uniqueEmail("paths");
  await createAccount({ email, password: "secret-pass", displayName: "Pat" });
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page } = opened;
  await logIn(page, email, "secret-pass", "Pat");
  await page.getByRole("link", { name: "Post Suggestion" }).click();
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
  const opened = await openPage(browser(), "/anon");
  context = opened.context;
  const { page } = opened;
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
  const opened = await openPage(browser(), "/anon");
  context = opened.context;
  const { page } = opened;
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
