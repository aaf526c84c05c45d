// When Firestore cannot be reached, a person reads a plain sentence and a Retry button, never an empty
// board; and a page whose code no longer downloads offers a reload.
import type { Page } from "@playwright/test";
import { homeEndpointRequests, postReadRequests, serveTheShell } from "./support/hold";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, spoken, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
  await resetEmulators();
  await seedPosts(hourlyPosts(30, (index) => `Reachable post ${index}`));
});

test.afterAll(() => resetEmulators());

/** Firestore's host and the site's search unreachable from this page, as when a network drops them. */
const blockFirestore = (page: Page) => page.route(postReadRequests, (route) => route.abort("internetdisconnected"));
const unblockFirestore = (page: Page) => page.unroute(postReadRequests);

/** With Firestore reachable again, Retry shows the post headed `heading`. */
async function retryShows(page: Page, heading: string) {
  await unblockFirestore(page);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/** A first visit of `page` to `path` with `block` in place from the start. */
async function openWith(page: Page, path: string, block: (page: Page) => Promise<unknown>) {
  await block(page);
  await page.goto(path);
}

test("the server's page of `/` needs neither Firestore nor `/api/home`", async ({ page }) => {
  await openWith(page, "/", async (blocked) => {
    await blockFirestore(blocked);
    await blocked.route(homeEndpointRequests, (route) => route.abort("internetdisconnected"));
  });
  await expect(page.getByText("30 result(s)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reachable post 0" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

// The cases below are `/` as the static shell (the server could not have the home document in time), whose
// app reads the first page itself: the home page's data, `/api/home`, as the shell's HTML preloads it.

test("the home list says it could not load the posts, and Retry loads them", async ({ page }) => {
  await openWith(page, "/", async (blocked) => {
    await serveTheShell(blocked);
    await blocked.route(homeEndpointRequests, (route) => route.abort("internetdisconnected"));
  });
  await expect(spoken(page, "alert")).toHaveText(
    "We couldn't load the posts. Check your internet connection and try again.",
  );
  await expect(page.getByText(/No thoughts|result\(s\)/)).toHaveCount(0);

  await page.unroute(homeEndpointRequests);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("30 result(s)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reachable post 0" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("the home list's first page comes from the site's /api/home when only Firestore is unreachable", async ({
  page,
}) => {
  await openWith(page, "/", async (blocked) => {
    await serveTheShell(blocked);
    await blockFirestore(blocked);
  });
  await expect(page.getByText("30 result(s)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reachable post 0" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

// A search link arrives with its results (decision 0110); when the server sent the shell instead (past the
// address's allowance, or slow), the app searches itself, and that search can fail.
test("a search says it could not search, and Retry searches again", async ({ page }) => {
  await openWith(page, "/?q=reachable", async (blocked) => {
    await serveTheShell(blocked);
    await blockFirestore(blocked);
  });
  await expect(spoken(page, "alert")).toHaveText(
    "We couldn't search the posts. Check your internet connection and try again.",
  );
  await expect(page.getByText("No thoughts match your search.")).toHaveCount(0);

  await retryShows(page, "Reachable post 0");
  await expect(page.getByText(/result\(s\) for “reachable”/)).toBeVisible();
});

test("a failed Load more keeps the posts shown, says so, and Retry loads the next page", async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByText("30 result(s)")).toBeVisible();
  await blockFirestore(page);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(spoken(page, "alert")).toHaveText(
    "We couldn't load more posts. Check your internet connection and try again.",
  );
  await expect(page.locator("main article")).toHaveCount(25);

  await retryShows(page, "Reachable post 29");
  await expect(page.locator("main article")).toHaveCount(30);
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("a page whose code no longer downloads offers to reload, and the reload shows it", async ({
  page,
  consoleErrors,
}) => {
  await visit(page, "/");
  // As after a deploy: the chunk this tab knows of is gone from the server.
  const chunk = /\/assets\/AnonymousPostPage-[^/]*\.js$/;
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Anonymously" }).click();
  await expect(spoken(page, "alert")).toHaveText(
    "This page didn't load. Village may have been updated since you opened it: reload to get the new version.",
  );
  await expect.poll(() => consoleErrors).toContainEqual(expect.stringContaining("Could not show the page"));

  // The header still works: another page opens.
  await page.getByRole("link", { name: "Village", exact: true }).click();
  await expect(page.getByText("30 result(s)")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();

  await page.unroute(chunk);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Post Anonymously", level: 1 })).toBeVisible();
});
