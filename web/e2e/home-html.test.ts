// The home page's first response is its first view (docs/decisions/0042): the newest posts, the count and
// the banner are in the HTML, readable with JavaScript off; the app takes that markup over as it is, with no
// warning, no shift and no read of the first page; and when the home document cannot be had, `/` is the
// static shell and the app reads the first page as before (docs/decisions/0043).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { HOME_DOCUMENT, NEWEST_POSTS_FIELD } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { firestoreRequests, homeEndpointRequests } from "./support/hold";
import { hourlyPosts, seedPosts } from "./support/posts";
import { appRunning, DESKTOP, PHONE, resetEmulators } from "./support/site";

const browser = browserForFile();

const LONG = "A long story about the village green, the market and the choir, told at some length. ".repeat(12);

beforeAll(async () => {
  await resetEmulators();
  const posts = hourlyPosts(30, (index) => `Rendered post ${index}`);
  const first = posts[0];
  if (!first) throw new Error("no post");
  first.data["suggestion details"] = LONG;
  first.data.link = "https://example.org/village-green";
  await seedPosts(posts);
});

afterAll(() => resetEmulators());

/** A context with the cookie notice answered, whose page records console messages and layout shifts. */
async function watchedPage(on: Browser, viewport = DESKTOP) {
  const context = await on.newContext({ viewport });
  await context.addInitScript(() => {
    localStorage.setItem("cookiesAccepted", "yes");
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      console.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => console.push(`pageerror: ${error.message}`));
  const listReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (firestoreRequests(url) || homeEndpointRequests(url)) listReads.push(request.url());
  });
  return { context, page, console, listReads };
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

it("sends the first page, the count and the banner in the HTML itself", async () => {
  const response = await fetch(`${siteUrl}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get("x-village-home")).toBe("rendered");
  expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5");
  const html = await response.text();
  expect(html).toContain('data-rendered="home"');
  expect(html).toContain("Rendered post 0");
  expect(html).toContain("Rendered post 24");
  // The first page only: the 26th post is Load more's.
  expect(html).not.toContain("Rendered post 25<");
  expect(html).toContain("30<!-- --> result(s)");
  // No preload of `/api/home`: the page has it.
  expect(html).not.toContain('href="/api/home"');
  // `/index.html` is the same page.
  const index = await fetch(`${siteUrl}/index.html`);
  expect(index.headers.get("x-village-home")).toBe("rendered");
});

it("with JavaScript off, shows the posts, the count and what needs JavaScript", async () => {
  const context = await browser().newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${siteUrl}/`);
  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 }).waitFor();
  expect(await page.getByText("30 result(s)").isVisible()).toBe(true);
  expect(await page.locator("article").count()).toBe(25);
  const first = page.locator("article").first();
  expect(await first.getByRole("link", { name: "Rendered post 0", exact: true }).getAttribute("href")).toBe(
    "/p/post-000",
  );
  expect(await first.getByText("A long story about the village green").isVisible()).toBe(true);
  expect(await first.getByRole("link", { name: "Read more: Rendered post 0" }).getAttribute("href")).toBe(
    "/p/post-000",
  );
  expect(await first.getByText("https://example.org/village-green").isVisible()).toBe(true);
  expect(
    await first.getByText(/^by Neighbour 0 • Posted on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC$/).isVisible(),
  ).toBe(true);
  // Said plainly, where it can be seen.
  const note = page.getByText(
    /posting, signing in, searching \(a shared search link too\), Load more and new-post notices need JavaScript/,
  );
  expect(await note.isVisible()).toBe(true);
  // The cookie notice, which needs JavaScript to be answered, is not shown.
  expect(await page.getByRole("region", { name: "Cookie notice" }).isVisible()).toBe(false);
  // The header's links and the footer's are there without the app.
  expect(await page.getByRole("link", { name: "Post Anonymously" }).getAttribute("href")).toBe("/anon");
  expect(await page.getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
  await context.close();
});

it.each([
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
])(
  "the app takes the server's markup over: same nodes, no warning, no shift, no read ($name)",
  async ({ viewport }) => {
    const { context, page, console, listReads } = await watchedPage(browser(), viewport);
    // The app's code waits until the server's first post has been marked, so the test can tell whether the
    // app kept that very element or drew a new one.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteUrl}/`, { waitUntil: "commit" });
    const first = page.locator("[data-post-id]").first();
    await first.waitFor();
    await first.evaluate((element) => Object.assign(element, { fromServer: true }));
    release();
    await appRunning(page);
    // The new-posts poll and the session settle; then nothing may have been said, moved or read.
    await page.waitForTimeout(1500);
    expect(await first.evaluate((element) => (element as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    expect(console).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    expect(listReads).toEqual([]);
    // And the app works on it: Load more continues after the 25th post, from Firestore.
    await page.getByRole("button", { name: "Load more" }).click();
    await page.getByRole("heading", { name: "Rendered post 29" }).waitFor();
    expect(await page.locator("[data-post-id]").count()).toBe(30);
    expect(console).toEqual([]);
    await context.close();
  },
);

it("a search link is the shell, and the app searches", async () => {
  const response = await fetch(`${siteUrl}/?q=post%2012`);
  expect(response.headers.get("x-village-home")).toBe("shell");
  const { context, page, console } = await watchedPage(browser());
  await page.goto(`${siteUrl}/?q=post%2012`);
  await page.getByRole("heading", { name: "Rendered post 12" }).waitFor();
  expect(await page.getByText("1 result(s) for “post 12”").isVisible()).toBe(true);
  expect(console).toEqual([]);
  await context.close();
});

it("when the home document is refused, `/` is the shell and the app reads the first page as before", async () => {
  const home = adminDb().doc(HOME_DOCUMENT);
  const kept = (await home.get()).data();
  if (!kept) throw new Error("no home document");
  // An entry the answer's schema refuses (an empty post id): the server's read fails as a broken one would.
  const entries = kept[NEWEST_POSTS_FIELD] as Record<string, unknown>[];
  await home.update({ [NEWEST_POSTS_FIELD]: [...entries, { ...entries.at(-1), postId: "" }] });
  try {
    const response = await fetch(`${siteUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-village-home")).toBe("shell");
    const html = await response.text();
    expect(html).not.toContain('data-rendered="home"');
    expect(html).toContain("skeleton-item");
    const { context, page, listReads } = await watchedPage(browser());
    await page.goto(`${siteUrl}/`);
    await page.getByRole("heading", { name: "Rendered post 0" }).waitFor();
    expect(await page.getByText("30 result(s)").isVisible()).toBe(true);
    // The app read the first page itself: `/api/home` (refused too), then Firestore.
    expect(listReads.length).toBeGreaterThan(0);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    await context.close();
  } finally {
    await home.set(kept);
  }
});

it("a first visit's cookie notice is in the first paint; an answered one never shows", async () => {
  const context = await browser().newContext({ viewport: PHONE });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl}/`, { waitUntil: "commit" });
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await notice.waitFor();
  release();
  await appRunning(page);
  await page.getByRole("button", { name: "Accept" }).click();
  await notice.waitFor({ state: "detached" });

  // Answered: the next visit's HTML still draws it (the server cannot know), hidden before the app runs.
  let again = () => {};
  const heldAgain = new Promise<void>((resolve) => (again = resolve));
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await heldAgain;
    await route.continue();
  });
  await page.goto(`${siteUrl}/`, { waitUntil: "commit" });
  await page.locator("[data-cookie-notice]").waitFor({ state: "attached" });
  await page.locator("[data-post-id]").first().waitFor();
  expect(await notice.isVisible()).toBe(false);
  again();
  await appRunning(page);
  await expect.poll(() => page.locator("[data-cookie-notice]").count()).toBe(0);
  await context.close();
});
