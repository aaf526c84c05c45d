// Unsent text on /new and /anon survives a reload, another page and the sign-in detour, and goes when the
// post is saved or the person presses Cancel.
import { beforeEach, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import {
  createAccount,
  openPage,
  resetEmulators,
  signedInPage,
  spokenText,
  uniqueEmail,
  waitForPath,
} from "./support/site";

const browser = browserForFile();
const RESTORED = /^Draft restored/;

beforeEach(async () => {
  await resetEmulators();
});

const restoredNote = (page: Page) => page.getByText(RESTORED);

/** Opening `path` again shows its form with `field` empty and no draft restored. */
async function expectNoDraft(page: Page, path: string, heading: string, field: string) {
  await page.goto(`${siteUrl}${path}`);
  await page.getByRole("heading", { name: heading }).waitFor();
  expect(await page.getByLabel(field).inputValue()).toBe("");
  expect(await restoredNote(page).count()).toBe(0);
}

it("/new keeps its draft across a reload and another page, and forgets it once saved", async () => {
  const { page, context } = await signedInPage(browser(), { displayName: "Drafty" });
  await page.goto(`${siteUrl}/new`);
  expect(await restoredNote(page).count()).toBe(0);
  await page.getByLabel("Title").fill("Reading corner");
  await page.getByLabel("Suggestion details").fill("Two armchairs\nand a lamp");

  await page.reload();
  await page.getByRole("heading", { name: "Post a Suggestion" }).waitFor();
  await restoredNote(page).waitFor();
  expect(await page.getByLabel("Title").inputValue()).toBe("Reading corner");
  expect(await page.getByLabel("Suggestion details").inputValue()).toBe("Two armchairs\nand a lamp");

  await page.getByRole("link", { name: "Privacy" }).click();
  await page.getByRole("heading", { name: "Privacy Policy" }).waitFor();
  await page.goBack();
  await page.getByRole("heading", { name: "Post a Suggestion" }).waitFor();
  expect(await page.getByLabel("Title").inputValue()).toBe("Reading corner");

  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("article").filter({ hasText: "Reading corner" }).waitFor();
  await expectNoDraft(page, "/new", "Post a Suggestion", "Title");
  await context.close();
});

it("/anon keeps its draft through the sign-in detour, and Cancel forgets it", async () => {
  const email = uniqueEmail("detour");
  await createAccount({ email, password: "detour-secret", displayName: "Detour" });
  const { page, context } = await openPage(browser(), "/anon");
  await page.getByLabel("Text").fill("Half-written thought");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Log in" }).waitFor();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("detour-secret");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("navigation", { name: "Main" }).getByText("Detour").waitFor();
  await page.goto(`${siteUrl}/anon`);
  await restoredNote(page).waitFor();
  expect(await page.getByLabel("Text").inputValue()).toBe("Half-written thought");

  // A restored draft is not dropped without asking.
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Discard draft" }).click();
  expect(await waitForPath(page, /^\/$/)).toBe("/");
  await expectNoDraft(page, "/anon", "Post Anonymously", "Text");
  await context.close();
});

it("/anon forgets its draft once posted", async () => {
  const { page, context } = await openPage(browser(), "/anon");
  await page.getByLabel("Title").fill("Posted soon");
  await page.reload();
  await restoredNote(page).waitFor();
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toMatch(/^Posted! — view it/);
  expect(await page.getByLabel("Title").inputValue()).toBe("");
  await page.reload();
  await page.getByRole("heading", { name: "Post Anonymously" }).waitFor();
  expect(await page.getByLabel("Title").inputValue()).toBe("");
  expect(await restoredNote(page).count()).toBe(0);
  await context.close();
});
