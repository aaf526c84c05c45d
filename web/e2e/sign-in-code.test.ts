// The Firebase Auth SDK is the largest thing the site can load. A browser that holds no session never loads
// it to show the board or the sign-in page; it loads when someone reaches for the sign-in form, when this
// browser was signed in last time, or when another tab of the site signs in.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { SIGN_IN_UNAVAILABLE } from "../src/lib/errors/error-message";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { authSdkChunk } from "./support/chunks";
import { hourlyPosts, seedPosts } from "./support/posts";
import { createAccount, logIn, openPage, resetEmulators, uniqueEmail } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

/** Counts the page's requests for the Auth SDK's file from now on. */
function countSdkRequests(page: Page): { count: () => number } {
  const chunk = authSdkChunk();
  let count = 0;
  page.on("request", (request) => {
    if (request.url().endsWith(`/${chunk}`)) count++;
  });
  return { count: () => count };
}

const header = (page: Page) => page.getByRole("navigation", { name: "Main" });

it("loads no sign-in code to show the board or /auth, loads it when the form is used, and again only when signed in", async () => {
  await seedPosts(hourlyPosts(1, () => "A post"));
  const email = uniqueEmail("returner");
  await createAccount({ email, password: "secret-pass", displayName: "Rae" });
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page } = opened;
  const sdk = countSdkRequests(page);

  // A first visit: the board and the Sign in link, with nothing to wait for.
  await page.reload({ waitUntil: "networkidle" });
  await page.locator("main article").first().waitFor();
  await header(page).getByRole("link", { name: "Sign in" }).waitFor();
  await page.goto(`${siteUrl}/auth`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Log in" }).waitFor();
  expect(sdk.count()).toBe(0);

  // Reaching for the form loads it, and signing in works as ever.
  await page.getByLabel("E-mail").click();
  await expect.poll(sdk.count).toBeGreaterThan(0);
  await logIn(page, email, "secret-pass", "Rae");

  // Signed in last time: the next page load restores the session.
  await page.goto(`${siteUrl}/`);
  await header(page).getByText("Rae").waitFor();

  // Signed out last time: the next page load does without the code again.
  await header(page).getByRole("button", { name: "Sign out" }).click();
  await header(page).getByRole("link", { name: "Sign in" }).waitFor();
  const before = sdk.count();
  await page.reload({ waitUntil: "networkidle" });
  await header(page).getByRole("link", { name: "Sign in" }).waitFor();
  expect(sdk.count()).toBe(before);
});

it("shows a sign-in made in another tab in a tab that had not loaded the sign-in code", async () => {
  const email = uniqueEmail("two-tabs");
  await createAccount({ email, password: "secret-pass", displayName: "Tab" });
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page: first } = opened;
  await header(first).getByRole("link", { name: "Sign in" }).waitFor();

  const second = await context.newPage();
  await logIn(second, email, "secret-pass", "Tab");

  await header(first).getByText("Tab").waitFor();
  expect(await header(first).getByRole("link", { name: "Sign in" }).count()).toBe(0);
});

it("says so on /auth when the sign-in code fails to download as someone reaches for the form", async () => {
  const opened = await openPage(browser(), "/auth");
  context = opened.context;
  const { page } = opened;
  let blocked = 0;
  await page.route(`**/${authSdkChunk()}`, (route) => {
    blocked++;
    return route.abort("internetdisconnected");
  });

  await page.getByLabel("E-mail").click();

  const main = page.locator("main");
  await main.getByRole("alert").getByText(SIGN_IN_UNAVAILABLE).waitFor();
  expect(await main.getByLabel("E-mail").count()).toBe(0);
  expect(blocked).toBeGreaterThan(0);
});
