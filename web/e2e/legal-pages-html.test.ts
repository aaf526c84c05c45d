// The legal pages are static HTML rendered at build time (web/prerender.mjs, docs/decisions/0042): readable
// with JavaScript off, with the site's navigation, and taken over by the app as they are. So are the other
// pages that need no data (the moderation log's frame, the end of an account's deletion) and "Page not
// found" (docs/decisions/0103), and the frame of each page for signed-in people (docs/decisions/0106).
import { siteUrl } from "../../test/support/emulators";
import { DESKTOP, PHONE, visit } from "./support/site";
import { takeOver } from "./support/take-over";
import { expect, test } from "./support/test";

const PAGES = [
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/dmca", heading: "DMCA Policy" },
  { path: "/guidelines", heading: "Community Guidelines" },
  { path: "/disclaimer", heading: "Disclaimer" },
  { path: "/contact", heading: "Contact" },
  { path: "/coppa", heading: "COPPA Notice" },
];

test.describe("with JavaScript off", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false, cookiesAccepted: false, ageRemembered: false });

  for (const { path, heading } of PAGES) {
    test(`${path} is readable with JavaScript off, with the site's links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      // The page's text, not only its heading: more than a screen of it.
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(400);
      await expect(page.getByText(/JavaScript is off\. Reading works without it/)).toBeVisible();
      const main = page.getByRole("navigation", { name: "Main" });
      await expect(main.getByRole("link", { name: "Post Anonymously" })).toHaveAttribute("href", "/anon");
      const legal = page.getByRole("navigation", { name: "Legal" });
      await expect(legal.getByRole("link", { name: "Community Guidelines" })).toHaveAttribute("href", "/guidelines");
    });
  }
});

test.describe("with JavaScript on", () => {
  test.use({ viewport: DESKTOP, ageRemembered: false });

  test("the app takes a legal page over as it is: the same heading, no warning, no shift", async ({ page }) => {
    const visit = await takeOver(page, "/privacy", "Privacy Policy");
    expect(await visit.sameHeading()).toBe(true);
    expect(visit.said).toEqual([]);
    expect(await visit.layoutShift()).toBe(0);
    await expect(page).toHaveTitle("Privacy Policy · Village");
    // And it is the app: its links route without a reload.
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms" }).click();
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toHaveCount(0);
  });
});

const BUILT = [
  { path: "/moderation", heading: "Moderation log", status: 200 },
  { path: "/account/deleted", heading: "Your account has been deleted", status: 200 },
  { path: "/no-such-page", heading: "Page not found", status: 404 },
];

test.describe("pages without data, rendered at build time", () => {
  for (const { path, heading, status } of BUILT) {
    test(`${path} arrives drawn in its first response, and the app takes it over as it is`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(
        new RegExp(`<div id="root" data-rendered="page">[\\s\\S]*<h1[^>]*>${heading}</h1>`),
      );
      const visit = await takeOver(page, path, heading);
      expect(await visit.sameHeading()).toBe(true);
      // Chromium's console says a document answered 404 was not found: nothing of the app's.
      expect(visit.said).toEqual(status === 404 ? [expect.stringContaining("status of 404")] : []);
      expect(await visit.layoutShift()).toBe(0);
    });
  }
});

/**
 * The pages for signed-in people: the build renders their frame. Signed out, /new and /reports still send to
 * sign in once the app runs; /account and /moderate say so in place.
 */
const REDIRECTING = [
  { path: "/new", heading: "Post a Suggestion", to: "/auth?next=%2Fnew" },
  { path: "/reports", heading: "Your reports", to: "/auth?next=%2Freports" },
];
const SAYING = [
  { path: "/account", heading: "Your account", says: "You are not signed in." },
  { path: "/moderate", heading: "Moderation queue", says: "The queue is for moderators." },
];

test.describe("pages for signed-in people with JavaScript off", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false, cookiesAccepted: false, ageRemembered: false });

  test("each says what it is for and that signing in needs JavaScript", async ({ page }) => {
    for (const { path, heading } of [...REDIRECTING, ...SAYING]) {
      // Its first response says what needs JavaScript (in <noscript>, which only a browser without it shows).
      expect(await (await fetch(`${siteUrl}${path}`)).text()).toContain(
        "<noscript><p>This page is for signed-in people, and signing in needs JavaScript.</p></noscript>",
      );
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      // Nothing that would wait forever.
      await expect(main.getByText("Checking sign-in…")).toBeHidden();
    }
  });
});

test.describe("pages for signed-in people, their frame rendered at build time", () => {
  for (const { path, heading, to } of REDIRECTING) {
    test(`${path} arrives as its frame; signed out, the app then sends to sign in`, async ({ page }) => {
      const visit = await takeOver(page, path, heading, async () => {
        await expect(page.getByText("Checking sign-in…")).toBeVisible();
      });
      await expect(page).toHaveURL(to);
      expect(visit.said).toEqual([]);
    });
  }

  for (const { path, heading, says } of SAYING) {
    test(`${path} arrives as its frame, and the app takes it over as it is`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      const visit = await takeOver(page, path, heading, async () => {
        await expect(page.getByText("Checking sign-in…")).toBeVisible();
      });
      await expect(page.getByText(says)).toBeVisible();
      expect(await visit.sameHeading()).toBe(true);
      expect(visit.said).toEqual([]);
      expect(await visit.layoutShift()).toBe(0);
    });
  }
});

test("the moderation log opens with two sentences, and how it works is one link away", async ({ page }) => {
  await visit(page, "/moderation");
  const introduction = page.getByRole("heading", { name: "Moderation log", level: 1 }).locator("+ p");
  expect((await introduction.innerText()).split(/\s+/).length).toBeLessThan(30);
  await introduction.getByRole("link", { name: "How the log works" }).click();
  await expect(page).toHaveURL("/guidelines#moderation-log");
  await expect(page.getByRole("heading", { name: "The moderation log", level: 2 })).toBeInViewport();
  await expect(page.getByText("Authors deleting their own posts is not moderation")).toBeVisible();
});
