// axe-core on every route (and the states that add content): no serious or critical violations, in the light
// and the dark colour scheme (text contrast included). On the same visit, each route's layout on a desktop.
import type { Page } from "@playwright/test";
import { paths, postPath } from "../src/lib/paths";
import { expectAxeClean, SCHEMES, seriousViolations } from "./support/axe";
import { holdRequests, homeListRequests } from "./support/hold";
import { hourlyPost, hourlyPosts, seedPosts } from "./support/posts";
import {
  createAccount,
  DESKTOP,
  logIn,
  measureLayout,
  PHONE,
  resetEmulators,
  ROUTES,
  uniqueEmail,
  visit,
} from "./support/site";
import { expect, test } from "./support/test";

test.beforeAll(async () => {
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

/** The last thing a route draws: the home page's posts, else its heading. */
const lastDrawn = (page: Page, route: { path: string; heading: string }) =>
  route.path === paths.home
    ? page.getByRole("heading", { name: "Accessible post 0" })
    : page.getByRole("heading", { name: route.heading, level: 1 });

test.describe(() => {
  test.use({ cookiesAccepted: false, viewport: DESKTOP });

  // Both schemes on one visit: the scheme changes colours, not what is there, and the visit is most of a
  // test's time (decision 0077). The desktop's layout is measured on the same visit, for the same reason:
  // nothing wider than the screen, a 220 px banner and a content column of at most 900 px (the phone's in
  // phone-layout.test.ts).
  for (const route of ROUTES) {
    test(`${route.path}, signed out (with the cookie notice showing), light and dark`, async ({ page }) => {
      await visit(page, route.path);
      await expect(page.getByRole("heading", { name: route.heading, level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
      await expect(lastDrawn(page, route)).toBeVisible();
      const { scrollWidth, banner, main } = await measureLayout(page);
      expect(scrollWidth, route.path).toBeLessThanOrEqual(DESKTOP.width);
      expect(banner, route.path).toBe(220);
      expect(main, route.path).toBeLessThanOrEqual(900);
      await expectAxeClean(page);
    });
  }
});

test("follows the system's colour scheme", async ({ page }) => {
  await visit(page, "/");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveCSS("background-color", "rgb(251, 250, 246)");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveCSS("background-color", "rgb(19, 21, 18)");
});

for (const scheme of SCHEMES) {
  test(`the loading and failure states, ${scheme}`, async ({ page }) => {
    await visit(page, "/terms");
    await page.emulateMedia({ colorScheme: scheme });
    const release = await holdRequests(page, homeListRequests, "fail");
    await page.getByRole("link", { name: "Village", exact: true }).click();
    await expect(page.getByText("Loading posts…")).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const scheme of SCHEMES) {
  test(`the home page with the mission dialog open, on a phone, ${scheme}`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await visit(page, "/");
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByRole("button", { name: "Our Mission" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const scheme of SCHEMES) {
  test(`the forms showing their messages, and /new signed in, ${scheme}`, async ({ page }) => {
    const email = uniqueEmail("axe");
    await createAccount({ email, password: "axe-secret", displayName: "Axe" });
    await visit(page, "/auth");
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await logIn(page, email, "axe-secret", "Axe");
    await page.goto("/new");
    await page.getByRole("button", { name: "Save suggestion" }).click();
    await expect(page.getByText("Please enter a title.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/anon");
    await page.getByRole("button", { name: "Submit" }).click();
    // /anon says its problems under the fields (issue 24).
    await expect(page.getByText("Please add a title or some text before posting.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe(() => {
  test.use({ ageRemembered: false });

  for (const scheme of SCHEMES) {
    test(`/anon asking a new browser's age, and /new asking an account's, with their messages, ${scheme}`, async ({
      page,
    }) => {
      await visit(page, "/anon");
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByLabel("Text").fill("Hello");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Please confirm that you are 13 or older.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const email = uniqueEmail("axe-age");
      await createAccount({ email, password: "axe-secret", displayName: "Axe Age", ageConfirmed: false });
      await logIn(page, email, "axe-secret", "Axe Age");
      await page.goto("/new");
      const confirmation = page.getByRole("form", { name: "One thing before your first post" });
      await confirmation.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByText("Please tick the box to confirm that you are 13 or older.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

for (const scheme of SCHEMES) {
  test(`a post's own page, and the forgot-password form with its problem, ${scheme}`, async ({ page }) => {
    const post = hourlyPost("A post of its own");
    // With the three posts seeded above.
    await seedPosts([post], 4);
    await visit(page, postPath(post.id));
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByRole("heading", { name: "A post of its own", level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(paths.forgotPassword);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
