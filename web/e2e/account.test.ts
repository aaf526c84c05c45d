// /account: your name, your posts, your data and deleting the account, in Chromium against the emulators.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { getAuth } from "firebase-admin/auth";
import { MY_POSTS_PAGE_SIZE, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { paths, postPath } from "../src/lib/paths";
import { WRONG_PASSWORD } from "../src/lib/errors/error-message";
import { seriousViolations } from "./support/axe";
import { hourlyPosts, seedPosts } from "./support/posts";
import {
  createAccount,
  expectSaidWithFocus,
  logIn,
  resetEmulators,
  spoken,
  storedSuggestions,
  uniqueEmail,
  visit,
} from "./support/site";
import { expect, test } from "./support/test";

const PASSWORD = "account-secret";

test.beforeEach(async () => {
  await resetEmulators();
});

/** An account with a suggestion and an anonymous post of its own, and a neighbour's post beside them. */
async function accountWithPosts(name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const uid = await createAccount({ email, password: PASSWORD, displayName: name });
  // Whole seconds, hours before now, in the order the hours say (a clock of any date sees them as past).
  const start = Math.floor(Date.now() / 1000) * 1000 - 24 * 3_600_000;
  const at = (hour: number) => new Date(start + hour * 3_600_000);
  await seedPosts([
    {
      id: "mine-suggestion",
      data: {
        title: "My idea",
        "suggestion details": "Mine",
        author: name,
        authorUid: uid,
        createdAt: at(10),
        rand: 0.1,
      },
    },
    {
      id: "mine-anonymous",
      data: {
        title: "Quiet one",
        text: "Also mine",
        authorType: "anonymous",
        ownerUid: uid,
        createdAt: at(11),
        rand: 0.2,
      },
    },
    {
      id: "neighbours",
      data: {
        title: "Not mine",
        "suggestion details": "Theirs",
        author: "Nell",
        authorUid: "uid-nell",
        createdAt: at(12),
        rand: 0.3,
      },
    },
  ]);
  return { email, uid, suggestionCreatedAt: at(10) };
}

async function openAccount(page: Page, email: string, shownAs: string) {
  await logIn(page, email, PASSWORD, shownAs);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: shownAs }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
}

const postsSection = (page: Page) => page.getByRole("region", { name: "Your posts" });

test("signed out, /account says so and offers to log in and come back", async ({ page }) => {
  await visit(page, paths.account);
  await expect(page.getByText("You are not signed in.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL("/auth?next=%2Faccount");
});

test("lists your own posts, changes the name of past and new posts, and downloads your data", async ({ page }) => {
  // Three callables' first (cold) calls, axe and a post: 58.5 s of the 60 s limit in a run on a busy machine.
  test.slow();
  const { email, uid, suggestionCreatedAt } = await accountWithPosts("Ada");
  await openAccount(page, email, "Ada");

  const mine = postsSection(page);
  await expect(mine.getByRole("link", { name: "Quiet one" })).toBeVisible();
  await expect(mine.getByRole("link")).toHaveText(["Quiet one", "My idea"]);
  await expect(mine.getByRole("link", { name: "My idea" })).toHaveAttribute("href", postPath("mine-suggestion"));
  await expect(mine).toContainText("posted anonymously");
  await expect(mine).not.toContainText("Not mine");
  expect(await seriousViolations(page)).toEqual([]);

  // The data file: the account and every post of its own, all stored fields.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download your data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("village-data.json");
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
    account: { email: string; displayName: string; createdAt: string };
    posts: Record<string, unknown>[];
  };
  expect(data.account).toMatchObject({ email, displayName: "Ada" });
  expect(Number.isNaN(Date.parse(data.account.createdAt))).toBe(false);
  expect(data.posts.map((post) => post.id).sort()).toEqual(["mine-anonymous", "mine-suggestion"]);
  expect(data.posts.find((post) => post.id === "mine-suggestion")).toMatchObject({
    title: "My idea",
    "suggestion details": "Mine",
    author: "Ada",
    authorUid: uid,
    rand: 0.1,
    createdAt: suggestionCreatedAt.toISOString(),
  });
  await expect(spoken(page, "status")).toContainText("Downloaded village-data.json");

  // A new name: the header shows it, the next post carries it, and the old named posts take it too.
  await page.getByRole("textbox", { name: "Display name", exact: true }).fill("Ada L.");
  await page.getByRole("button", { name: "Save name" }).click();
  await expectSaidWithFocus(page, 'Saved. Your posts, past and new, now show "Ada L.".');
  await expect(page.getByRole("navigation", { name: "Main" }).getByText("Ada L.")).toBeVisible();
  await page.goto(paths.newSuggestion);
  await page.getByLabel("Title").fill("Renamed idea");
  await page.getByLabel("Suggestion details").fill("After the change");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("article").filter({ hasText: "Renamed idea" })).toBeVisible();
  const authors = Object.fromEntries((await storedSuggestions()).map((post) => [post.title, post.author]));
  expect(authors).toMatchObject({ "Renamed idea": "Ada L.", "My idea": "Ada L." });
});

test("lists your posts a page at a time: Load more follows with the older ones", async ({ page }) => {
  const email = uniqueEmail("prolific");
  const uid = await createAccount({ email, password: PASSWORD, displayName: "Pro" });
  const posts = hourlyPosts(MY_POSTS_PAGE_SIZE + 3, (index) => `Mine ${index}`).map(({ id, data }) => ({
    id,
    data: { ...data, author: "Pro", authorUid: uid },
  }));
  await seedPosts(posts);
  await openAccount(page, email, "Pro");

  const mine = postsSection(page);
  await expect(mine.getByText(`Your newest ${MY_POSTS_PAGE_SIZE} of ${posts.length} posts.`)).toBeVisible();
  await expect(mine.getByRole("link")).toHaveCount(MY_POSTS_PAGE_SIZE);
  await mine.getByRole("button", { name: "Load more" }).click();
  await expect(mine.getByText(`${posts.length} posts.`, { exact: true })).toBeVisible();
  await expect(mine.getByRole("link")).toHaveText(posts.map((_, index) => `Mine ${index}`));
  await expect(mine.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("downloads an account with no posts", async ({ page }) => {
  const email = uniqueEmail("quiet");
  await createAccount({ email, password: PASSWORD, displayName: "Quiet" });
  await openAccount(page, email, "Quiet");
  await expect(postsSection(page).getByText("You haven't posted yet.")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download your data" }).click(),
  ]);
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as { posts: unknown[]; account: unknown };
  expect(data.posts).toEqual([]);
  expect(data.account).toMatchObject({ email, displayName: "Quiet" });

  // What became of a report is one link away from the account.
  await page.getByRole("link", { name: "Your reports" }).click();
  await expect(page.getByRole("heading", { name: "Your reports", level: 1 })).toBeVisible();
  await expect(page.getByText("You have not reported anything.")).toBeVisible();
});

test("deleting asks for DELETE and the password; a wrong password deletes nothing; keeping posts leaves them anonymous", async ({
  page,
}) => {
  const { email, uid } = await accountWithPosts("Bo");
  await openAccount(page, email, "Bo");
  const deleteButton = page.getByRole("button", { name: "Delete my account" });
  await expect(deleteButton).toHaveCSS("background-color", "rgb(179, 38, 30)"); // red, as every destructive action

  await deleteButton.click();
  await expect(page.getByText("Please choose whether to delete your posts or keep them.")).toBeVisible();
  await expect(page.getByText("Please type DELETE in capitals to confirm.")).toBeVisible();
  await expect(page.getByText("Please enter your password.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel(/Keep my posts/).check();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Your password").fill("not-my-password");
  await deleteButton.click();
  // Only the password was asked: the sentence is about it, under it, with focus there (no "e-mail" in it).
  const password = page.getByLabel("Your password");
  await expect(page.getByText(WRONG_PASSWORD)).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();
  await expect(page.getByText(/e-mail and password/)).toHaveCount(0);
  expect((await getAuth().getUser(uid)).email).toBe(email);
  expect((await storedSuggestions()).filter((post) => post.authorUid === uid || post.ownerUid === uid)).toHaveLength(2);

  await page.getByLabel("Your password").fill(PASSWORD);
  await deleteButton.click();
  await expect(page.getByRole("heading", { name: "Your account has been deleted", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  const kept = await adminDb().collection(SUGGESTIONS_COLLECTION).doc("mine-suggestion").get();
  // Unsigned, as a post from the anonymous form: no author at all (docs/decisions/0087).
  expect(kept.get("author")).toBeUndefined();
  expect(kept.get("authorUid")).toBeUndefined();
  expect(JSON.stringify(await storedSuggestions())).not.toContain(uid);
});

test("deleting with posts deletes them, and only them", async ({ page }) => {
  const { email, uid } = await accountWithPosts("Cy");
  await openAccount(page, email, "Cy");
  await page.getByLabel("Delete my posts too").check();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account has been deleted", level: 1 })).toBeVisible();
  expect((await storedSuggestions()).map((post) => post.title)).toEqual(["Not mine"]);
  await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
});
