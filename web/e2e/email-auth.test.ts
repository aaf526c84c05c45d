// Logging in and out with e-mail and password, and the plain sentences shown when that fails.
import type { Page } from "@playwright/test";
import { SIGN_IN_REFUSED, SIGN_UP_REFUSED } from "../src/lib/errors/error-message";
import { carriesZod, countZodScripts, ZOD_WATCH_MS } from "./support/chunks";
import { holdRequests } from "./support/hold";
import { siteUrl } from "../../test/support/emulators";
import { createAccount, expectSaidWithFocus, resetEmulators, spoken, uniqueEmail, visit } from "./support/site";
import { sourceString } from "./support/source-constant";
import { expect, test } from "./support/test";

// What the site's status line says (the modules load Firebase: read from the source).
const SIGNED_IN = sourceString("features/auth/hooks/use-auth-actions.ts", "SIGNED_IN");
const SIGNED_OUT = sourceString("features/auth/hooks/use-sign-out.ts", "SIGNED_OUT");

const bea = { email: uniqueEmail("bea"), password: "bea-secret", displayName: "Bea" };

test.beforeAll(async () => {
  await resetEmulators();
  await createAccount(bea);
});

test.beforeEach(async ({ page }) => {
  await visit(page, "/auth");
});

async function submit(
  page: Page,
  mode: "Log in" | "Create account",
  email: string,
  password: string,
  { switched = false } = {},
) {
  if (mode === "Create account" && !switched) await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  if (mode === "Create account") await page.getByLabel("I am 13 or older").check();
  await page.getByRole("button", { name: mode, exact: true }).click();
}

test("logs in, shows the name with Sign out, and signs out again, each said where focus lands", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await submit(page, "Log in", ` ${bea.email} `, bea.password);
  await expect(nav.getByText("Bea", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/");
  // The form is gone with the page: focus on the line that says what happened, on the page it led to.
  await expectSaidWithFocus(page, SIGNED_IN);

  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(nav.getByText("Bea", { exact: true })).toHaveCount(0);
  // The button is gone too: not <body>.
  await expectSaidWithFocus(page, SIGNED_OUT);
});

test('signing out on a signed-in page goes home and says "You\'re signed out", not to the log-in form', async ({
  page,
}) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await submit(page, "Log in", bea.email, bea.password);
  await expect(nav.getByText("Bea", { exact: true })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();

  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections", level: 1 })).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Log in" })).toHaveCount(0);
  // Said on the page the sign-out led to, with focus.
  await expectSaidWithFocus(page, SIGNED_OUT);
});

test("shows the e-mail when the account has no display name, and Sign in returns to the page it was used on", async ({
  page,
}) => {
  const email = uniqueEmail("nameless");
  await createAccount({ email, password: "nameless-pw" });
  await page.goto("/anon");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/auth?next=%2Fanon");
  await submit(page, "Log in", email, "nameless-pw");
  await expect(nav.getByText(email, { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/anon");
});

test("says a wrong password in a plain sentence, in red, under the Log in button, with focus on it", async ({
  page,
}) => {
  await submit(page, "Log in", bea.email, "not-the-password");
  await expect(spoken(page, "alert")).toHaveText(SIGN_IN_REFUSED);
  const alert = page.getByRole("alert");
  await expect(alert).toHaveCSS("color", "rgb(179, 38, 30)");
  await expect(alert).toBeFocused();
  // Right under the button that failed, inside its form, not at the foot of the page.
  const button = await page.getByRole("button", { name: "Log in", exact: true }).boundingBox();
  const said = await alert.boundingBox();
  // A missing box counts as infinitely far.
  expect((said?.y ?? Infinity) - ((button?.y ?? -Infinity) + (button?.height ?? 0))).toBeLessThan(60);
  await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
});

test("says the same sentence for an address with no account as for a wrong password", async ({ page }) => {
  await submit(page, "Log in", uniqueEmail("nobody"), "whatever-pw");
  await expect(spoken(page, "alert")).toHaveText(SIGN_IN_REFUSED);
});

test("checks the e-mail's shape and the password before sending", async ({ page }) => {
  await submit(page, "Log in", "not-an-email", "");
  await expect(page.getByText("Please enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await expect(page.getByText("Please enter your password.")).toBeVisible();
  await expect(page.locator("#auth-email")).toBeFocused();
});

test("applies the password policy on sign-up (at least 6 characters by default)", async ({ page }) => {
  await submit(page, "Create account", uniqueEmail("short"), "12345");
  await expect(page.getByText("Your password needs at least 6 characters.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create account" })).toBeVisible();
});

test("never says that an e-mail already has an account", async ({ page }) => {
  await submit(page, "Create account", bea.email, "another-pw");
  const said = spoken(page, "alert");
  await expect(said).toHaveText(SIGN_UP_REFUSED);
  await expect(said).not.toHaveText(/already exists|already in use|is registered/);
});

test("refuses a sign-up without the age box ticked, creating no account", async ({ page }) => {
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("E-mail").fill(uniqueEmail("young"));
  await page.getByLabel("Password").fill("long-enough");
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await expect(
    page.getByText("Please confirm that you are 13 or older: Village is for people 13 and up."),
  ).toBeVisible();
  await expect(page.locator("#auth-age")).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toHaveCount(1);
});

test("shows /auth and logs in without zod; the sign-up form fetches it and refuses a name in its words", async ({
  page,
}) => {
  const zod = countZodScripts(page);
  await page.reload();
  await page.getByLabel("E-mail").click();
  // The log-in form needs no schema: a window in which zod must NOT arrive, ended by its timeout.
  await expect(page.waitForResponse(carriesZod, { timeout: ZOD_WATCH_MS })).rejects.toThrow(/Timeout \d+ms exceeded/);
  expect(zod.count()).toBe(0);

  await page.getByRole("button", { name: "Create an account" }).click();
  await expect.poll(zod.count).toBe(1);
  await page.getByLabel("Display name (optional)").fill("Moderator");
  await submit(page, "Create account", uniqueEmail("named"), "long-enough-pw", { switched: true });
  await expect(page.getByText(/may not read as "anonymous"/)).toBeVisible();
  await expect(page.getByLabel("Display name (optional)")).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toHaveCount(1);
  expect(zod.count()).toBe(1);
});

test("switches between logging in and creating an account, both ways", async ({ page }) => {
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create account", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Display name (optional)")).toBeVisible();
  await page.getByRole("button", { name: "Log in instead" }).click();
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Display name (optional)")).toHaveCount(0);
});

test("never follows a next= that leaves the site", async ({ page }) => {
  await page.goto(`/auth?next=${encodeURIComponent("//evil.example/")}`);
  await submit(page, "Log in", bea.email, bea.password);
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Bea", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/");
  expect(new URL(page.url()).origin).toBe(new URL(siteUrl).origin);
});

test("shows Checking sign-in… on /new while the sign-in state is unknown, then asks to log in", async ({
  page,
  context,
}) => {
  // A browser that was signed in last time loads the auth SDK to find out whether it still is (a browser
  // never signed in is signed out at once: sign-in-code.test.ts). Hold that chunk back until the page has
  // said it is checking.
  await context.addInitScript(() => localStorage.setItem("villageSignedIn", "yes"));
  const release = await holdRequests(page, /\/assets\/index\.esm-[^/]+\.js$/);
  await page.goto("/new", { waitUntil: "commit" });
  await expect(page.getByText("Checking sign-in…")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible();
  await expect(page).toHaveURL("/auth?next=%2Fnew");
});
