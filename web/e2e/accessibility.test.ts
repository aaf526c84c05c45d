// axe-core on every route (and the states that add content): no serious or critical violations, in the light
// and the dark colour scheme (text contrast included).
import { beforeAll, expect, it } from "vitest";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { paths, postPath } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { createAccount, logIn, openPage, PHONE, resetEmulators, ROUTES, uniqueEmail } from "./support/site";
import { firestoreRequests, holdRequests } from "./support/hold";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
  // Posts on the home page, so their text is checked too (one with a link in it).
  // Ids of their own: the post page's test below seeds hourlyPosts' first id.
  const posts = hourlyPosts(3, (index) => `Accessible post ${index}`).map((post) => ({
    ...post,
    id: `axe-${post.id}`,
  }));
  if (posts[0]) posts[0].data.link = "https://example.org/songs";
  await seedPosts(posts);
});

const SCHEMES = ["light", "dark"] as const;

/** Serious and critical violations, each as "rule: where", so a failure names what to fix. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

const ROUTES_IN_SCHEMES = SCHEMES.flatMap((scheme) => ROUTES.map((route) => ({ ...route, scheme })));

it.each(ROUTES_IN_SCHEMES)("$path, signed out (with the cookie notice showing), $scheme", async (route) => {
  const { page, context } = await openPage(browser(), route.path, { cookiesAccepted: false });
  await page.emulateMedia({ colorScheme: route.scheme });
  await page.getByRole("heading", { name: route.heading, level: 1 }).waitFor();
  await page.getByRole("link", { name: "Sign in" }).waitFor();
  if (route.path === "/") await page.getByRole("heading", { name: "Accessible post 0" }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it("follows the system's colour scheme", async () => {
  const { page, context } = await openPage(browser(), "/");
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await background()).toBe("rgb(251, 250, 246)");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background()).toBe("rgb(19, 21, 18)");
  await context.close();
});

it.each(SCHEMES)("the loading and failure states, %s", async (scheme) => {
  const { page, context } = await openPage(browser(), "/terms");
  await page.emulateMedia({ colorScheme: scheme });
  const release = await holdRequests(page, firestoreRequests, "fail");
  await page.getByRole("link", { name: "Village", exact: true }).click();
  await page.getByText("Loading posts…").waitFor({ state: "attached" });
  expect(await seriousViolations(page)).toEqual([]);
  release();
  await page.getByRole("button", { name: "Retry" }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it.each(SCHEMES)("the home page with the mission dialog open, on a phone, %s", async (scheme) => {
  const { page, context } = await openPage(browser(), "/", { viewport: PHONE });
  await page.emulateMedia({ colorScheme: scheme });
  await page.getByRole("button", { name: "Our Mission" }).click();
  await page.getByRole("dialog").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it.each(SCHEMES)("the forms showing their messages, and /new signed in, %s", async (scheme) => {
  const email = uniqueEmail("axe");
  await createAccount({ email, password: "axe-secret", displayName: "Axe" });
  const { page, context } = await openPage(browser(), "/auth");
  await page.emulateMedia({ colorScheme: scheme });
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
  // /anon says its problems under the fields (issue 24).
  await page.getByText("Please add a title or some text before posting.").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

it.each(SCHEMES)(
  "/anon asking a new browser's age, and /new asking an account's, with their messages, %s",
  async (scheme) => {
    const { page, context } = await openPage(browser(), "/anon", { ageRemembered: false });
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByLabel("Text").fill("Hello");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Please confirm that you are 13 or older.").waitFor();
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
  },
);

it.each(SCHEMES)("a post's own page, and the forgot-password form with its problem, %s", async (scheme) => {
  const [post] = hourlyPosts(1, () => "A post of its own");
  if (!post) throw new Error("no post");
  // With the three posts seeded above.
  await seedPosts([post], 4);
  const { page, context } = await openPage(browser(), postPath(post.id));
  await page.emulateMedia({ colorScheme: scheme });
  await page.getByRole("heading", { name: "A post of its own", level: 1 }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${siteUrl}${paths.forgotPassword}`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText("Please enter your e-mail address.").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
