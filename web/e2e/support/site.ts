// Shared steps for the browser tests: opening pages, resetting and seeding the emulators, waiting for text.
import type { Page } from "playwright-core";
import { getApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { AGE_CONFIRMED_CLAIM, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../../scripts/lib/admin-db.mjs";
import { clearAuth, emulatorHosts, projectId, siteUrl } from "../../../test/support/emulators";
import { emptyFirestore } from "../../../test/support/settle";
import { SITE_STATUS_ID } from "../../src/components/feedback/site-status";
import { paths } from "../../src/lib/paths";
import { expect } from "./test";

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Every route a visitor can open, with the heading each one shows (signed out, /new and /reports send to
 * /auth; /account and /moderate say what they are and offer to log in). A route with a parameter is visited at an
 * example `path` and names its pattern as `route`.
 */
export const ROUTES: readonly { path: string; heading: string; route?: string }[] = [
  { path: paths.home, heading: "Our Village's Thoughts and Connections" },
  { path: "/p/no-such-post", heading: "This post is not available", route: paths.post },
  { path: paths.newSuggestion, heading: "Log in" },
  { path: paths.anonymousPost, heading: "Post Anonymously" },
  { path: paths.auth, heading: "Log in" },
  { path: paths.forgotPassword, heading: "Reset your password" },
  { path: paths.resetPassword, heading: "Choose a new password" },
  { path: paths.account, heading: "Your account" },
  { path: paths.accountDeleted, heading: "Your account has been deleted" },
  { path: paths.terms, heading: "Terms of Service" },
  { path: paths.privacy, heading: "Privacy Policy" },
  { path: paths.dmca, heading: "DMCA Policy" },
  { path: paths.guidelines, heading: "Community Guidelines" },
  { path: paths.disclaimer, heading: "Disclaimer" },
  { path: paths.contact, heading: "Contact" },
  { path: paths.coppa, heading: "COPPA Notice" },
  { path: paths.moderate, heading: "Moderation queue" },
  { path: paths.moderationLog, heading: "Moderation log" },
  { path: "/transparency", heading: "Transparency report" },
  { path: paths.yourReports, heading: "Log in" },
  { path: "/no-such-page", heading: "Page not found" },
];

// Every route of the app is visited above: a route added to paths without a test here fails this check.
const visited = new Set<string>(ROUTES.map((route) => route.route ?? route.path));
const unvisited = Object.values(paths).filter((path) => !visited.has(path));
if (unvisited.length > 0) throw new Error(`ROUTES misses ${unvisited.join(", ")}: add each with its heading.`);

/** Opens `path` (from the site's root) in `page`, and waits until the app runs and shows its own heading. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${siteUrl}${path}`);
  await appRunning(page);
  // The app's own heading (#main is the app's; index.html's first paint has a heading of its own).
  await page.locator("#main h1").first().waitFor();
}

/**
 * What a page's layout measures: the document's width (wider than the screen means it scrolls sideways), the
 * banner's height and the content column's width.
 */
export async function measureLayout(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    banner: document.querySelector("header")?.getBoundingClientRect().height,
    main: document.querySelector("main")?.getBoundingClientRect().width,
  }));
}

/**
 * Until the app runs: a page the server rendered (the home page) shows its posts before the app has taken
 * them over, when pressing a button does nothing yet.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.locator('html[data-app="running"]').waitFor({ state: "attached" });
}

/** Empties Auth and Firestore, once the post triggers of earlier tests are done (test/support/settle.ts). */
export async function resetEmulators(): Promise<void> {
  await Promise.all([clearAuth(), emptyFirestore()]);
}

let accountCount = 0;

/** A unique e-mail address for this test run. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${++accountCount}@example.com`;
}

/**
 * Creates an e-mail/password account directly in the Auth emulator (as the SDK's sign-up would), that has
 * confirmed its age as sign-up's required box does (`ageConfirmed: false` leaves it unconfirmed, as a
 * Google account starts).
 */
export async function createAccount({
  ageConfirmed = true,
  ...account
}: {
  email: string;
  password: string;
  displayName?: string;
  ageConfirmed?: boolean;
}) {
  const response = await fetch(
    `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Could not create ${account.email}: ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  if (ageConfirmed) await adminAuth().setCustomUserClaims(localId, { [AGE_CONFIRMED_CLAIM]: true });
  return localId;
}

/** The Admin SDK's Auth on the emulator (the same app as `adminDb`). */
function adminAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHosts.auth;
  adminDb();
  return getAuth(getApp());
}

/** The stored account with this e-mail, as the Admin SDK reads it: its display name and age confirmation. */
export async function storedAccount(email: string): Promise<{ displayName: string | null; ageConfirmed: boolean }> {
  const user = await adminAuth().getUserByEmail(email);
  return { displayName: user.displayName ?? null, ageConfirmed: user.customClaims?.[AGE_CONFIRMED_CLAIM] === true };
}

/** The Auth emulator's out-of-band codes (the e-mails it would have sent), newest last. */
export async function sentAuthCodes(): Promise<{ email: string; requestType: string; oobCode: string }[]> {
  const response = await fetch(`http://${emulatorHosts.auth}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`Could not read the Auth emulator's codes: ${response.status}`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes;
}

/** Logs in through the /auth page and waits until the header shows the account. */
export async function logIn(page: Page, email: string, password: string, shownAs: string): Promise<void> {
  await page.goto(`${siteUrl}/auth`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("navigation", { name: "Main" }).getByText(shownAs).waitFor();
}

/** The password of every account `logInAsNewAccount` creates. */
export const SIGNED_IN_PASSWORD = "secret-pass";

/** Who `logInAsNewAccount` creates: without a display name the header shows the e-mail address. */
interface NewAccount {
  displayName?: string;
  /** How the account's e-mail address starts (default: "member"). */
  emailName?: string;
  ageConfirmed?: boolean;
}

/**
 * Creates a new e-mail account and logs `page` in as it through /auth, leaving the page where logging in
 * leads; answers the account's e-mail address.
 */
export async function logInAsNewAccount(page: Page, account: NewAccount = {}): Promise<string> {
  const { displayName, ageConfirmed } = account;
  const email = uniqueEmail(account.emailName ?? "member");
  await createAccount({ email, password: SIGNED_IN_PASSWORD, displayName, ageConfirmed });
  await logIn(page, email, SIGNED_IN_PASSWORD, displayName ?? email);
  return email;
}

/** Every stored suggestion's fields, read as an admin would (the Admin SDK: rules do not apply). */
export async function storedSuggestions(): Promise<Record<string, unknown>[]> {
  return (await adminDb().collection(SUGGESTIONS_COLLECTION).get()).docs.map((document) => document.data());
}

/**
 * The first element with this role that says something (live regions exist before they speak), for
 * `await expect(spoken(page, "alert")).toHaveText(…)`.
 */
export function spoken(page: Page, role: "alert" | "status") {
  return page.getByRole(role).filter({ hasText: /\S/ }).first();
}

/**
 * The status line of the page's form (its outcome: "Posted!"), not the site's line at the top of `main`
 * (ActionStatus, SITE_STATUS_ID), which is also a `role="status"` present on every page.
 */
export function formStatus(page: Page) {
  return page.locator(`main [role="status"]:not(#${SITE_STATUS_ID})`);
}

/**
 * What an action came to has focus and says `text` in a live region (a status line: StatusLine), where
 * keyboard and screen-reader users land after it and what they hear, rather than <body> and silence.
 */
export async function expectSaidWithFocus(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('[role="status"]:focus')).toHaveText(text);
}

/** The path and query of the page, once it matches `pattern`. */
export async function waitForPath(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForURL((url) => pattern.test(`${url.pathname}${url.search}`));
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A callable's error reply, as the Functions backend sends it (for `route.fulfill`). */
export function callableFailure(status: string, message: string, httpStatus = 500) {
  return {
    status: httpStatus,
    contentType: "application/json",
    // The page and the functions are on different origins: without this the browser hides the reply.
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify({ error: { status, message } }),
  };
}
