// /account: your name, your posts, your data and deleting the account, in Chromium against the emulators.
import { readFile } from "node:fs/promises";
import { beforeEach, expect, it } from "vitest";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { getAuth } from "firebase-admin/auth";
import { ANONYMOUS_AUTHOR, MY_POSTS_PAGE_SIZE, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { paths, postPath } from "../src/lib/paths";
import { WRONG_PASSWORD } from "../src/lib/errors/error-message";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import {
  createAccount,
  logIn,
  openPage,
  resetEmulators,
  spokenText,
  storedSuggestions,
  uniqueEmail,
  waitForPath,
} from "./support/site";

const browser = browserForFile();
const PASSWORD = "account-secret";

beforeEach(async () => {
  await resetEmulators();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

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

async function openAccount(email: string, shownAs: string) {
  const opened = await openPage(browser(), paths.auth);
  await logIn(opened.page, email, PASSWORD, shownAs);
  await opened.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: shownAs }).click();
  await opened.page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
  return opened;
}

const postsSection = (page: Page) => page.getByRole("region", { name: "Your posts" });

it("signed out, /account sends to log in and back", async () => {
  const { page, context } = await openPage(browser(), paths.account);
  expect(await waitForPath(page, /^\/auth/)).toBe("/auth?next=%2Faccount");
  await context.close();
});

it("lists your own posts, changes the name of past and new posts, and downloads your data", async () => {
  const { email, uid, suggestionCreatedAt } = await accountWithPosts("Ada");
  const { page, context } = await openAccount(email, "Ada");

  const mine = postsSection(page);
  await mine.getByRole("link", { name: "Quiet one" }).waitFor();
  expect(await mine.getByRole("link").allTextContents()).toEqual(["Quiet one", "My idea"]);
  expect(await mine.getByRole("link", { name: "My idea" }).getAttribute("href")).toBe(postPath("mine-suggestion"));
  expect(await mine.textContent()).toContain("posted anonymously");
  expect(await mine.textContent()).not.toContain("Not mine");
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
  expect(await spokenText(page, "status")).toContain("Downloaded village-data.json");

  // A new name: the header shows it, the next post carries it, and the old named posts take it too.
  await page.getByRole("textbox", { name: "Display name", exact: true }).fill("Ada L.");
  await page.getByRole("button", { name: "Save name" }).click();
  await page.getByText('Saved. Your posts, past and new, now show "Ada L.".').waitFor();
  await page.getByRole("navigation", { name: "Main" }).getByText("Ada L.").waitFor();
  await page.goto(`${siteUrl}${paths.newSuggestion}`);
  await page.getByLabel("Title").fill("Renamed idea");
  await page.getByLabel("Suggestion details").fill("After the change");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("article").filter({ hasText: "Renamed idea" }).waitFor();
  const authors = Object.fromEntries((await storedSuggestions()).map((post) => [post.title, post.author]));
  expect(authors).toMatchObject({ "Renamed idea": "Ada L.", "My idea": "Ada L." });
  await context.close();
});

it("lists your posts a page at a time: Load more follows with the older ones", async () => {
  const email = uniqueEmail("prolific");
  const uid = await createAccount({ email, password: PASSWORD, displayName: "Pro" });
  const posts = hourlyPosts(MY_POSTS_PAGE_SIZE + 3, (index) => `Mine ${index}`).map(({ id, data }) => ({
    id,
    data: { ...data, author: "Pro", authorUid: uid },
  }));
  await seedPosts(posts);
  const { page, context } = await openAccount(email, "Pro");

  const mine = postsSection(page);
  await mine.getByText(`Your newest ${MY_POSTS_PAGE_SIZE} of ${posts.length} posts.`).waitFor();
  expect(await mine.getByRole("link").count()).toBe(MY_POSTS_PAGE_SIZE);
  await mine.getByRole("button", { name: "Load more" }).click();
  await mine.getByText(`${posts.length} posts.`, { exact: true }).waitFor();
  expect(await mine.getByRole("link").allTextContents()).toEqual(posts.map((_, index) => `Mine ${index}`));
  expect(await mine.getByRole("button", { name: "Load more" }).count()).toBe(0);
  await context.close();
});

it("downloads an account with no posts", async () => {
  const email = uniqueEmail("quiet");
  await createAccount({ email, password: PASSWORD, displayName: "Quiet" });
  const { page, context } = await openAccount(email, "Quiet");
  await postsSection(page).getByText("You haven't posted yet.").waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download your data" }).click(),
  ]);
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as { posts: unknown[]; account: unknown };
  expect(data.posts).toEqual([]);
  expect(data.account).toMatchObject({ email, displayName: "Quiet" });
  await context.close();
});

it("deleting asks for DELETE and the password; a wrong password deletes nothing; keeping posts leaves them anonymous", async () => {
  const { email, uid } = await accountWithPosts("Bo");
  const { page, context } = await openAccount(email, "Bo");
  const deleteButton = page.getByRole("button", { name: "Delete my account" });

  await deleteButton.click();
  await page.getByText("Please choose whether to delete your posts or keep them.").waitFor();
  await page.getByText("Please type DELETE in capitals to confirm.").waitFor();
  await page.getByText("Please enter your password.").waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel(/Keep my posts/).check();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Your password").fill("not-my-password");
  await deleteButton.click();
  // Only the password was asked: the sentence is about it, under it, with focus there (no "e-mail" in it).
  const password = page.getByLabel("Your password");
  await page.getByText(WRONG_PASSWORD).waitFor();
  expect(await password.getAttribute("aria-invalid")).toBe("true");
  await expect.poll(() => password.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.getByText(/e-mail and password/).count()).toBe(0);
  expect((await getAuth().getUser(uid)).email).toBe(email);
  expect((await storedSuggestions()).filter((post) => post.authorUid === uid || post.ownerUid === uid)).toHaveLength(2);

  await page.getByLabel("Your password").fill(PASSWORD);
  await deleteButton.click();
  await page.getByRole("heading", { name: "Your account has been deleted", level: 1 }).waitFor();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).waitFor();
  await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  const kept = await adminDb().collection(SUGGESTIONS_COLLECTION).doc("mine-suggestion").get();
  expect(kept.get("author")).toBe(ANONYMOUS_AUTHOR);
  expect(kept.get("authorUid")).toBeUndefined();
  expect(JSON.stringify(await storedSuggestions())).not.toContain(uid);
  await context.close();
});

it("deleting with posts deletes them, and only them", async () => {
  const { email, uid } = await accountWithPosts("Cy");
  const { page, context } = await openAccount(email, "Cy");
  await page.getByLabel("Delete my posts too").check();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("heading", { name: "Your account has been deleted", level: 1 }).waitFor();
  expect((await storedSuggestions()).map((post) => post.title)).toEqual(["Not mine"]);
  await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  await context.close();
});
