// The Firebase Auth SDK is the largest thing the site can load. A browser that holds no session never loads
// it to show the board or the sign-in page; it loads when someone reaches for the sign-in form, when this
// browser was signed in last time, or when another tab of the site signs in.
import type { Page } from "@playwright/test";
import { SIGN_IN_UNAVAILABLE } from "../src/lib/errors/error-message";
import { authSdkChunk } from "./support/chunks";
import { hourlyPosts, seedPosts } from "./support/posts";
import { appRunning, createAccount, logIn, resetEmulators, uniqueEmail, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(() => resetEmulators());

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

test("loads no sign-in code to show the board or /auth, loads it when the form is used, and again only when signed in", async ({
  page,
}) => {
  await seedPosts(hourlyPosts(1, () => "A post"));
  const email = uniqueEmail("returner");
  await createAccount({ email, password: "secret-pass", displayName: "Rae" });
  await visit(page, "/");
  const sdk = countSdkRequests(page);

  // A first visit: the board and the Sign in link, with nothing to wait for. The network going quiet is
  // what this waits for: the moment by which a load of the SDK would have started.
  await page.reload({ waitUntil: "networkidle" });
  // The rendered page starts its app after its first paint: it has, and asked for nothing more.
  await appRunning(page);
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  // eslint-disable-next-line playwright/no-networkidle
  await page.goto("/auth", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  expect(sdk.count()).toBe(0);

  // Reaching for the form loads it, and signing in works as ever.
  await page.getByLabel("E-mail").click();
  await expect.poll(sdk.count).toBeGreaterThan(0);
  await logIn(page, email, "secret-pass", "Rae");

  // Signed in last time: the next page load restores the session.
  await page.goto("/");
  await appRunning(page);
  await expect(header(page).getByText("Rae")).toBeVisible();

  // Signed out last time: the next page load does without the code again.
  await header(page).getByRole("button", { name: "Sign out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  const before = sdk.count();
  await page.reload({ waitUntil: "networkidle" });
  await appRunning(page);
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(sdk.count()).toBe(before);
});

test("shows a sign-in made in another tab in a tab that had not loaded the sign-in code", async ({
  page: first,
  context,
}) => {
  const email = uniqueEmail("two-tabs");
  await createAccount({ email, password: "secret-pass", displayName: "Tab" });
  await visit(first, "/");
  await expect(header(first).getByRole("link", { name: "Sign in" })).toBeVisible();

  const second = await context.newPage();
  await logIn(second, email, "secret-pass", "Tab");

  await expect(header(first).getByText("Tab")).toBeVisible();
  await expect(header(first).getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

test("says so on /auth when the sign-in code fails to download as someone reaches for the form", async ({ page }) => {
  await visit(page, "/auth");
  let blocked = 0;
  await page.route(`**/${authSdkChunk()}`, (route) => {
    blocked++;
    return route.abort("internetdisconnected");
  });

  await page.getByLabel("E-mail").click();

  const main = page.locator("main");
  await expect(main.getByRole("alert").getByText(SIGN_IN_UNAVAILABLE)).toBeVisible();
  await expect(main.getByLabel("E-mail")).toHaveCount(0);
  expect(blocked).toBeGreaterThan(0);
});
