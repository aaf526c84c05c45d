// A signed-out visitor's identity is an anonymous account the server issues (decision 0030): made when they
// first post, kept across reloads (so Delete keeps working), never shown as a session (the header still
// offers Sign in), and ended by signing in or out, so the next person at the same computer gets a new one.
import { getApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { beforeEach, expect, it } from "vitest";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import type { Page } from "playwright-core";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { emulatorHosts, siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { createAccount, logIn, openPage, resetEmulators, spokenText, uniqueEmail } from "./support/site";

const browser = browserForFile();

beforeEach(async () => {
  await resetEmulators();
});

const actionsOf = (page: Page, title: string) => page.getByRole("button", { name: `Actions for post: ${title}` });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The uids of the anonymous accounts in the Auth emulator. */
async function anonymousUids(): Promise<string[]> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHosts.auth;
  adminDb();
  const { users } = await getAuth(getApp()).listUsers();
  return users.filter((user) => user.providerData.length === 0 && !user.email).map((user) => user.uid);
}

async function postAnonymously(page: Page, title: string): Promise<void> {
  await page.goto(`${siteUrl}/anon`);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toMatch(/^Posted! — view it/);
}

/** Whether the post's menu, on the home page (opened afresh), offers Delete. */
async function offersDelete(page: Page, title: string): Promise<boolean> {
  await expect
    .poll(
      async () => {
        await page.goto("about:blank");
        await page.goto(siteUrl);
        await page
          .getByText(/result|No thoughts|Be the first/)
          .first()
          .waitFor();
        return actionsOf(page, title).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  await actionsOf(page, title).click();
  await page.getByRole("button", { name: "Report", exact: true }).waitFor();
  const offered = (await page.getByRole("button", { name: "Delete", exact: true }).count()) > 0;
  await page.keyboard.press("Escape");
  return offered;
}

it("posts signed out as an anonymous account, still offered Sign in, and deletes the post after a reload", async () => {
  const { page, context } = await openPage(browser(), "/anon");
  await postAnonymously(page, "Posted, reloaded, deleted");
  const [uid] = await anonymousUids();
  expect(uid).toEqual(expect.any(String));
  // To the visitor nothing changed: signed out, with no name shown.
  await nav(page).getByRole("link", { name: "Sign in" }).waitFor();
  expect(await nav(page).getByRole("button", { name: "Sign out" }).count()).toBe(0);

  await page.reload();
  expect(await offersDelete(page, "Posted, reloaded, deleted")).toBe(true);
  await nav(page).getByRole("link", { name: "Sign in" }).waitFor();
  await actionsOf(page, "Posted, reloaded, deleted").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect
    .poll(
      async () =>
        (await adminDb().collection(SUGGESTIONS_COLLECTION).where("title", "==", "Posted, reloaded, deleted").get())
          .size,
      {
        timeout: 20_000,
      },
    )
    .toBe(0);
  // The same identity throughout: the reload restored it rather than making another.
  expect(await anonymousUids()).toEqual([uid]);
  await context.close();
});

it("starts a new anonymous identity after signing in and out: the earlier anonymous post is no longer this browser's", async () => {
  const { page, context } = await openPage(browser(), "/anon");
  await postAnonymously(page, "Before signing in");
  expect(await offersDelete(page, "Before signing in")).toBe(true);
  const [first] = await anonymousUids();

  const email = uniqueEmail("cal");
  await createAccount({ email, password: "cal-password", displayName: "Cal" });
  await logIn(page, email, "cal-password", "Cal");
  expect(await offersDelete(page, "Before signing in")).toBe(false);
  await nav(page).getByRole("button", { name: "Sign out" }).click();
  await nav(page).getByRole("link", { name: "Sign in" }).waitFor();
  expect(await offersDelete(page, "Before signing in")).toBe(false);

  await postAnonymously(page, "After signing out");
  expect(await offersDelete(page, "After signing out")).toBe(true);
  const identities = await anonymousUids();
  expect(identities).toHaveLength(2);
  expect(identities).toContain(first);
  await context.close();
});
