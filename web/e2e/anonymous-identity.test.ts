// A signed-out visitor's identity is an anonymous account the server issues (decision 0030): made when they
// first post, kept across reloads (so Delete keeps working), never shown as a session (the header still
// offers Sign in), and ended by signing in or out, by "Forget this browser" or by a week without use, so the
// next person at the same computer gets a new one.
import { getApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import type { Page } from "@playwright/test";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { emulatorHosts } from "../../test/support/emulators";
import { actionsOf, expectDeleteOffered } from "./support/moderation-steps";
import { createAccount, expectSaidWithFocus, logIn, resetEmulators, spoken, uniqueEmail, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(async () => {
  await resetEmulators();
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The uids of the anonymous accounts in the Auth emulator. */
async function anonymousUids(): Promise<string[]> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHosts.auth;
  adminDb();
  const { users } = await getAuth(getApp()).listUsers();
  return users.filter((user) => user.providerData.length === 0 && !user.email).map((user) => user.uid);
}

async function postAnonymously(page: Page, title: string): Promise<void> {
  await page.goto("/anon");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(/^Posted! — view it/);
}

test("posts signed out as an anonymous account, still offered Sign in, and deletes the post after a reload", async ({
  page,
}) => {
  await visit(page, "/anon");
  await postAnonymously(page, "Posted, reloaded, deleted");
  const [uid] = await anonymousUids();
  expect(uid).toEqual(expect.any(String));
  // To the visitor nothing changed: signed out, with no name shown.
  await expect(nav(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(nav(page).getByRole("button", { name: "Sign out" })).toHaveCount(0);

  await page.reload();
  await expectDeleteOffered(page, "Posted, reloaded, deleted", true);
  await expect(nav(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  await actionsOf(page, "Posted, reloaded, deleted").click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  // In the list, where the post was: a line that says so, with focus (the post and its menu are gone).
  await expectSaidWithFocus(page, "Post deleted: Posted, reloaded, deleted");
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
});

test("starts a new anonymous identity after signing in and out: the earlier anonymous post is no longer this browser's", async ({
  page,
}) => {
  await visit(page, "/anon");
  await postAnonymously(page, "Before signing in");
  await expectDeleteOffered(page, "Before signing in", true);
  const [first] = await anonymousUids();

  const email = uniqueEmail("cal");
  await createAccount({ email, password: "cal-password", displayName: "Cal" });
  await logIn(page, email, "cal-password", "Cal");
  await expectDeleteOffered(page, "Before signing in", false);
  await nav(page).getByRole("button", { name: "Sign out" }).click();
  await expect(nav(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  await expectDeleteOffered(page, "Before signing in", false);

  await postAnonymously(page, "After signing out");
  await expectDeleteOffered(page, "After signing out", true);
  const identities = await anonymousUids();
  expect(identities).toHaveLength(2);
  expect(identities).toContain(first);
});

test("ends the signed-out identity at 'Forget this browser', and after a week unused (issue #44)", async ({ page }) => {
  await visit(page, "/anon");
  await postAnonymously(page, "Posted at the library");
  await expectDeleteOffered(page, "Posted at the library", true);

  // Before leaving the shared computer: the control on the anonymous posting page.
  await page.goto("/anon");
  const here = page.getByRole("region", { name: "This browser" });
  await here.getByRole("button", { name: "Forget this browser" }).click();
  await expect(here.getByText(/^This browser has forgotten you/)).toBeVisible();
  // The next person is offered no Delete on it, and posts as a new identity.
  await expectDeleteOffered(page, "Posted at the library", false);
  await postAnonymously(page, "The next person's post");
  await expectDeleteOffered(page, "The next person's post", true);
  expect(await anonymousUids()).toHaveLength(2);

  // Left unused for a week (the time of last use set back, as if the days had passed): ended at the next visit.
  await page.evaluate((key) => {
    localStorage.setItem(key, String(Date.now() - 8 * 24 * 60 * 60 * 1000));
  }, "villageSignedOutUsed");
  await page.reload();
  await expectDeleteOffered(page, "The next person's post", false);
  await postAnonymously(page, "A week later");
  await expectDeleteOffered(page, "A week later", true);
  expect(await anonymousUids()).toHaveLength(3);
});
