// When Firestore cannot be reached, a person reads a plain sentence and a Retry button, never an empty
// board; and a page whose code no longer downloads offers a reload.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";
import { homeEndpointRequests, postReadRequests } from "./support/hold";
import { hourlyPosts, seedPosts } from "./support/posts";
import { DESKTOP, openPage, resetEmulators, spokenText } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(30, (index) => `Reachable post ${index}`));
});

afterAll(() => resetEmulators());

afterEach(() => context.close());

/** `opened`, whose browser context this file closes after the test. */
function closedAfter<Opened extends { context: BrowserContext }>(opened: Opened): Opened {
  context = opened.context;
  return opened;
}

/** Firestore's host and the site's search unreachable from this page, as when a network drops them. */
const blockFirestore = (page: Page) => page.route(postReadRequests, (route) => route.abort("internetdisconnected"));
const unblockFirestore = (page: Page) => page.unroute(postReadRequests);

/** With Firestore reachable again, Retry shows the post headed `heading`. */
async function retryShows(page: Page, heading: string) {
  await unblockFirestore(page);
  await page.getByRole("button", { name: "Retry" }).click();
  await page.getByRole("heading", { name: heading }).waitFor();
}

/** A fresh visit to `path` with `block` in place from the start. */
async function openWith(path: string, block: (page: Page) => Promise<unknown>) {
  const { page } = closedAfter(await newPage(browser(), DESKTOP));
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "yes"));
  await block(page);
  await page.goto(`${siteUrl}${path}`);
  return page;
}

/** A fresh visit to `path` with Firestore blocked from the start. */
const openBlocked = (path: string) => openWith(path, blockFirestore);

it("the home list says it could not load the posts, and Retry loads them", async () => {
  // Neither the site's copy of the first page (`/api/home`) nor Firestore answers.
  const page = await openWith("/", async (blocked) => {
    await blockFirestore(blocked);
    await blocked.route(homeEndpointRequests, (route) => route.abort("internetdisconnected"));
  });
  expect(await spokenText(page, "alert")).toBe(
    "We couldn't load the posts. Check your internet connection and try again.",
  );
  expect(await page.getByText(/No thoughts|result\(s\)/).count()).toBe(0);

  await unblockFirestore(page);
  await page.getByRole("button", { name: "Retry" }).click();
  await page.getByText("30 result(s)").waitFor();
  expect(await page.getByRole("heading", { name: "Reachable post 0" }).isVisible()).toBe(true);
  expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0);
});

it("the home list's first page comes from the site's /api/home when only Firestore is unreachable", async () => {
  const page = await openBlocked("/");
  await page.getByText("30 result(s)").waitFor();
  expect(await page.getByRole("heading", { name: "Reachable post 0" }).isVisible()).toBe(true);
  expect(await page.getByRole("alert").count()).toBe(0);
});

it("the home list reads Firestore when /api/home fails", async () => {
  const page = await openWith("/", (failing) =>
    failing.route(homeEndpointRequests, (route) => route.fulfill({ status: 503, body: "{}" })),
  );
  await page.getByText("30 result(s)").waitFor();
  expect(await page.getByRole("heading", { name: "Reachable post 0" }).isVisible()).toBe(true);
});

it("a search says it could not search, and Retry searches again", async () => {
  const page = await openBlocked("/?q=reachable");
  expect(await spokenText(page, "alert")).toBe(
    "We couldn't search the posts. Check your internet connection and try again.",
  );
  expect(await page.getByText("No thoughts match your search.").count()).toBe(0);

  await retryShows(page, "Reachable post 0");
  expect(await page.getByText(/result\(s\) for “reachable”/).isVisible()).toBe(true);
});

it("a failed Load more keeps the posts shown, says so, and Retry loads the next page", async () => {
  const { page } = closedAfter(await openPage(browser(), "/"));
  await page.getByText("30 result(s)").waitFor();
  await blockFirestore(page);
  await page.getByRole("button", { name: "Load more" }).click();
  expect(await spokenText(page, "alert")).toBe(
    "We couldn't load more posts. Check your internet connection and try again.",
  );
  expect(await page.locator("main article").count()).toBe(25);

  await retryShows(page, "Reachable post 29");
  expect(await page.locator("main article").count()).toBe(30);
  expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0);
});

it("a page whose code no longer downloads offers to reload, and the reload shows it", async () => {
  const { page, consoleErrors } = closedAfter(await openPage(browser(), "/"));
  // As after a deploy: the chunk this tab knows of is gone from the server.
  const chunk = /\/assets\/AnonymousPostPage-[^/]*\.js$/;
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Anonymously" }).click();
  expect(await spokenText(page, "alert")).toBe(
    "This page didn't load. Village may have been updated since you opened it: reload to get the new version.",
  );
  expect(consoleErrors.some((message) => message.includes("Could not show the page"))).toBe(true);

  // The header still works: another page opens.
  await page.getByRole("link", { name: "Village", exact: true }).click();
  await page.getByText("30 result(s)").waitFor();
  await page.goBack();
  await page.getByRole("button", { name: "Reload" }).waitFor();

  await page.unroute(chunk);
  await page.getByRole("button", { name: "Reload" }).click();
  await page.getByRole("heading", { name: "Post Anonymously", level: 1 }).waitFor();
});
