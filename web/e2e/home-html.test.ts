// The home page's first response is its first view (docs/decisions/0042): the newest posts, the count and
// the banner are in the HTML, readable with JavaScript off; the app takes that markup over as it is, with no
// warning, no shift and no read of the first page; and when the home document cannot be had, `/` is the
// static shell and the app reads the first page, `/api/home`, itself (docs/decisions/0043, 0107).
import type { Page } from "@playwright/test";
import { HOME_ENDPOINT, NEWEST_ENDPOINT } from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { firestoreRequests, holdRequests, homeEndpointRequests, searchEndpointRequests } from "./support/hold";
import { layoutShift, recordLayoutShifts } from "./support/layout-shift";
import { hourlyPosts, seedPosts, withRefusedHomeDocument } from "./support/posts";
import { appRunning, DESKTOP, PHONE, resetEmulators } from "./support/site";
import { expect, test } from "./support/test";

const LONG = "A long story about the village green, the market and the choir, told at some length. ".repeat(12);

/** The app's code, held back in some tests until the server's markup has been looked at. */
const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/;

test.beforeAll(async () => {
  await resetEmulators();
  const posts = hourlyPosts(30, (index) => `Rendered post ${index}`);
  const first = posts[0];
  if (!first) throw new Error("no post");
  first.data["suggestion details"] = LONG;
  first.data.link = "https://example.org/village-green";
  await seedPosts(posts);
});

test.afterAll(() => resetEmulators());

/** Has `page` record console errors and warnings, layout shifts and reads of the list (before it opens `/`). */
async function watch(page: Page) {
  await recordLayoutShifts(page.context());
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
  return { console, listReads };
}

test("sends the first page, the count and the banner in the HTML itself", async () => {
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

test("with JavaScript off, shows the posts, the count and what needs JavaScript", async ({ newVisitor }) => {
  const { page } = await newVisitor({ viewport: PHONE, javaScriptEnabled: false });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 })).toBeVisible();
  await expect(page.getByText("30 result(s)")).toBeVisible();
  await expect(page.locator("article")).toHaveCount(25);
  const first = page.locator("article").first();
  await expect(first.getByRole("link", { name: "Rendered post 0", exact: true })).toHaveAttribute(
    "href",
    "/p/post-000",
  );
  await expect(first.getByText("A long story about the village green")).toBeVisible();
  await expect(first.getByRole("link", { name: "Read more: Rendered post 0" })).toHaveAttribute("href", "/p/post-000");
  await expect(first.getByText("https://example.org/village-green")).toBeVisible();
  await expect(
    first.getByText(/^by Neighbour 0 • Posted on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC$/),
  ).toBeVisible();
  // Said plainly, where it can be seen.
  const note = page.getByText(/posting, signing in, the search box and new-post notices need JavaScript/);
  await expect(note).toBeVisible();
  // The cookie notice, which needs JavaScript to be answered, is not shown.
  await expect(page.getByRole("region", { name: "Cookie notice" })).toBeHidden();
  // Nor is anything else only the app answers, though the markup the app takes over has it: a post's actions,
  // Load more, the search box, the mission's button.
  const actions = first.getByRole("button", { name: /^Actions for post/, includeHidden: true });
  for (const button of [actions, page.getByRole("button", { name: "Load more", includeHidden: true })]) {
    await expect(button).toHaveCount(1);
    await expect(button).toBeHidden();
  }
  await expect(page.getByRole("search")).toBeHidden();
  await expect(page.getByRole("button", { name: "Our Mission" })).toBeHidden();
  // The header's links and the footer's are there without the app.
  await expect(page.getByRole("link", { name: "Post Anonymously" })).toHaveAttribute("href", "/anon");
  await expect(page.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");

  // Load more's place holds a link to the older posts, which the server renders (docs/decisions/0110).
  await page.getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL(/\/\?before=/);
  await expect(page.locator("article")).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Rendered post 25" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rendered post 29" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Older posts" })).toHaveCount(0);
  // The site's name leads back to the newest posts.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Village" }).click();
  await expect(page.getByRole("heading", { name: "Rendered post 0" })).toBeVisible();

  // A shared search link shows its results in the first response.
  await page.goto("/?q=choir");
  await expect(page.getByText("1 result(s) for “choir”")).toBeVisible();
  await expect(page.locator("article")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Rendered post 0" })).toBeVisible();
});

test("with JavaScript off in a short window, the links stay unfolded: there is no Menu to press", async ({
  newVisitor,
}) => {
  // A phone on its side, or 200 % zoom: with the app, the links fold behind Menu (Nav.module.css).
  const { page } = await newVisitor({ viewport: { width: 800, height: 400 }, javaScriptEnabled: false });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Post Anonymously" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Post Suggestion" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu", includeHidden: true })).toBeHidden();
});

for (const { name, viewport } of [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
]) {
  test(`the app takes the server's markup over: same nodes, no warning, no shift, no read (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { console, listReads } = await watch(page);
    // The app's code waits until the server's first post has been marked, so the test can tell whether the
    // app kept that very element or drew a new one.
    const release = await holdRequests(page, APP_SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    const first = page.locator("[data-post-id]").first();
    await expect(first).toBeVisible();
    await first.evaluate((element) => Object.assign(element, { fromServer: true }));
    release();
    await appRunning(page);
    // The session settles (signed out: the Sign in link) and a new-posts check is answered; then nothing may
    // have been said, moved or read.
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === NEWEST_ENDPOINT);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await checked;
    expect(await first.evaluate((element) => (element as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    expect(console).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    expect(listReads).toEqual([]);
    // And the app works on it: Load more continues after the 25th post, from Firestore.
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByRole("heading", { name: "Rendered post 29" })).toBeVisible();
    await expect(page.locator("[data-post-id]")).toHaveCount(30);
    expect(console).toEqual([]);
  });
}

test("a search link and older posts arrive rendered; the app takes them over, reading nothing again", async ({
  page,
}) => {
  const response = await fetch(`${siteUrl}/?q=post%2012`);
  expect(response.headers.get("x-village-home")).toBe("rendered");
  const { console, listReads } = await watch(page);
  const searches: string[] = [];
  page.on("request", (request) => {
    if (searchEndpointRequests(new URL(request.url()))) searches.push(request.url());
  });
  await page.goto("/?q=post%2012");
  await appRunning(page);
  await expect(page.getByRole("heading", { name: "Rendered post 12" })).toBeVisible();
  await expect(page.getByText("1 result(s) for “post 12”")).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveValue("post 12");
  expect(searches).toEqual([]);
  expect(listReads).toEqual([]);
  expect(await layoutShift(page)).toBe(0);
  // The box still searches, through /api/search.
  await page.getByRole("searchbox").fill("post 13");
  await expect(page.getByRole("heading", { name: "Rendered post 13" })).toBeVisible();
  expect(searches).toHaveLength(1);

  // The page of older posts (a link for readers without JavaScript) is taken over too: no read, no shift.
  const html = await (await fetch(`${siteUrl}/`)).text();
  const older = /<a href="(\/\?before=[^"]+)">Older posts<\/a>/.exec(html)?.[1] ?? "";
  listReads.length = 0;
  await page.goto(older);
  await appRunning(page);
  await expect(page.locator("[data-post-id]")).toHaveCount(5);
  await expect(page.getByText("30 result(s)")).toBeVisible();
  expect(listReads).toEqual([]);
  expect(await layoutShift(page)).toBe(0);
  expect(console).toEqual([]);
});

test("when the home document is refused, `/` is the shell and the list says so, and Retry shows it once fixed", async ({
  page,
}) => {
  await withRefusedHomeDocument(async () => {
    const response = await fetch(`${siteUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-village-home")).toBe("shell");
    const html = await response.text();
    expect(html).not.toContain('data-rendered="home"');
    expect(html).toContain("skeleton-item");
    const { listReads } = await watch(page);
    await page.goto("/");
    // The list's one first page is `/api/home`, refused too: said, never shown as an empty board.
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    expect(listReads.map((url) => new URL(url).pathname)).toEqual([HOME_ENDPOINT]);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Rendered post 0" })).toBeVisible();
  await expect(page.getByText("30 result(s)")).toBeVisible();
});

test.describe(() => {
  test.use({ cookiesAccepted: false });

  test("a first visit's cookie notice is in the first paint; an answered one never shows", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const release = await holdRequests(page, APP_SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    release();
    await appRunning(page);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(notice).toHaveCount(0);

    // Answered: the next visit's HTML still draws it (the server cannot know), hidden before the app runs.
    await page.unroute(APP_SCRIPT);
    const again = await holdRequests(page, APP_SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("[data-cookie-notice]")).toBeAttached();
    await expect(page.locator("[data-post-id]").first()).toBeVisible();
    await expect(notice).toBeHidden();
    again();
    await appRunning(page);
    await expect(page.locator("[data-cookie-notice]")).toHaveCount(0);
  });
});

// Nothing looks ready before it is (issue #45): a press made while the app's code is still on its way is held
// and made again once the app has taken the page over (scripts/lib/csp.mjs: HEAD_SCRIPT; decision 0102).
test.describe("before the app runs", () => {
  test.use({ cookiesAccepted: false });

  test("Dismiss and Load more pressed at once still act, once each", async ({ page }) => {
    const release = await holdRequests(page, APP_SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await page.getByRole("button", { name: "Load more" }).click();
    // Held, not lost: nothing has happened yet, and the app is not running.
    await expect(page.locator("html")).not.toHaveAttribute("data-app", "running");
    await expect(notice).toBeVisible();
    release();
    await appRunning(page);
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("yes");
    // The next page, once: 30 posts, no page read twice.
    await expect(page.locator("article")).toHaveCount(30);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  test("a post's menu opened at once is open once the app runs", async ({ page }) => {
    const release = await holdRequests(page, APP_SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Actions for post: Rendered post 3" });
    await toggle.click();
    release();
    await appRunning(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Report" })).toBeVisible();
  });

  test("a search typed at once is searched once the app runs", async ({ page }) => {
    const release = await holdRequests(page, APP_SCRIPT);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Search suggestions" }).fill("Rendered post 29");
    release();
    await appRunning(page);
    await expect(page).toHaveURL(/[?&]q=Rendered(\+|%20)post(\+|%20)29/);
    await expect(page.locator("article")).toHaveCount(1);
    await expect(page.locator("article").first()).toContainText("Rendered post 29");
  });
});
