// axe-core on every route (and the states that add content): no serious or critical violations.
import { beforeAll, expect, it } from "vitest";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { paths, postPath } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { createAccount, logIn, openPage, PHONE, resetEmulators, ROUTES, uniqueEmail } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
});

/** Serious and critical violations, each as "rule: where", so a failure names what to fix. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

it.each(ROUTES)("$path, signed out (with the cookie notice showing)", async ({ path, heading }) => {
  const { page, context } = await openPage(browser(), path, { cookiesAccepted: false });
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  await page.getByRole("link", { name: "Sign in" }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it("the home page with the mission dialog open, on a phone", async () => {
  const { page, context } = await openPage(browser(), "/", { viewport: PHONE });
  await page.getByRole("button", { name: "Our Mission" }).click();
  await page.getByRole("dialog").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it("the forms showing their messages, and /new signed in", async () => {
  const email = uniqueEmail("axe");
  await createAccount({ email, password: "axe-secret", displayName: "Axe" });
  const { page, context } = await openPage(browser(), "/auth");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await page.getByText("Please enter your e-mail address.").waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await logIn(page, email, "axe-secret", "Axe");
  await page.goto(`${siteUrl}/new`);
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByText("Please enter a title.").waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${siteUrl}/anon`);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText(/^Error: /).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it("/anon asking a new browser's age, and /new asking an account's, with their messages", async () => {
  const { page, context } = await openPage(browser(), "/anon", { ageRemembered: false });
  await page.getByLabel("Text").fill("Hello");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText(/^Error: /).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const email = uniqueEmail("axe-age");
  await createAccount({ email, password: "axe-secret", displayName: "Axe Age", ageConfirmed: false });
  await logIn(page, email, "axe-secret", "Axe Age");
  await page.goto(`${siteUrl}/new`);
  const confirmation = page.getByRole("form", { name: "One thing before your first post" });
  await confirmation.getByRole("button", { name: "Confirm" }).click();
  await page.getByText("Please tick the box to confirm that you are 13 or older.").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it("a post's own page, and the forgot-password form with its problem", async () => {
  const [post] = hourlyPosts(1, () => "A post of its own");
  if (!post) throw new Error("no post");
  await seedPosts([post]);
  const { page, context } = await openPage(browser(), postPath(post.id));
  await page.getByRole("heading", { name: "A post of its own", level: 1 }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${siteUrl}${paths.forgotPassword}`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText("Please enter your e-mail address.").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
