// The form pages (/anon, /auth, /auth/forgot) are rendered at build time too (web/prerender.mjs, docs/decisions/
// 0076): they paint whole from their HTML, say with JavaScript off what needs it, and are taken over by the app
// as they are, a draft of this tab coming in after.
import { prerenderedFormPaths } from "../src/lib/paths";
import type { Page } from "@playwright/test";
import { DESKTOP, PHONE } from "./support/site";
import { takeOver } from "./support/take-over";
import { expect, test } from "./support/test";

const PAGES = [
  { path: "/anon", heading: "Post Anonymously", field: "Title" },
  { path: "/auth", heading: "Log in", field: "E-mail" },
  { path: "/auth/forgot", heading: "Reset your password", field: "E-mail" },
];

/** The page's own form (the header's search form is the app's everywhere). */
const formOf = (page: Page) => page.locator("#main form");

test("names every form page the build renders", () => {
  expect(PAGES.map(({ path }) => path).sort()).toEqual([...prerenderedFormPaths].sort());
});

test.describe("with JavaScript off", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false, cookiesAccepted: false, ageRemembered: false });

  for (const { path, heading, field } of PAGES) {
    test(`${path} shows its form, says it needs JavaScript, and takes nothing typed`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(/JavaScript is off\. .*posting, signing in/)).toBeVisible();
      // Inert: nothing typed could be sent in the page's address, where the server's logs would keep it.
      await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      await expect(formOf(page)).toHaveAttribute("inert", "");
      const main = page.getByRole("navigation", { name: "Main" });
      await expect(main.getByRole("link", { name: "Post Anonymously" })).toHaveAttribute("href", "/anon");
    });
  }
});

test.describe("with JavaScript on", () => {
  test.use({ viewport: DESKTOP });

  for (const { path, heading, field } of PAGES) {
    test(`the app takes ${path} over as it is: the same heading, no warning, no shift`, async ({ page }) => {
      const input = page.getByLabel(field, { exact: true });
      const visit = await takeOver(page, path, heading, async () => {
        // Painted from the HTML alone, styled as the app draws it, and inert until the app runs.
        await expect(input).toBeVisible();
        await expect(formOf(page)).toHaveAttribute("inert", "");
      });
      await expect(formOf(page)).not.toHaveAttribute("inert");
      expect(await visit.sameHeading()).toBe(true);
      expect(visit.said).toEqual([]);
      expect(await visit.layoutShift()).toBe(0);
      await input.fill("typed");
      await expect(input).toHaveValue("typed");
    });
  }

  test("/anon brings this tab's draft in once the app has taken the page over", async ({ page, context }) => {
    await context.addInitScript(() =>
      sessionStorage.setItem("villageDraft:anon", JSON.stringify({ title: "Kept from before", link: "", text: "" })),
    );
    const title = page.getByLabel("Title", { exact: true });
    const visit = await takeOver(page, "/anon", "Post Anonymously", async () => {
      await expect(title).toHaveValue("");
    });
    await expect(title).toHaveValue("Kept from before");
    await expect(page.getByText(/draft/i).first()).toBeVisible();
    expect(await visit.sameHeading()).toBe(true);
    expect(visit.said).toEqual([]);
    await title.fill("Typed after the app took over");
    expect(await page.evaluate(() => sessionStorage.getItem("villageDraft:anon"))).toContain("Typed after");
  });
});
