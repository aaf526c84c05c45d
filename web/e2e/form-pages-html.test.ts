// The form pages (/anon, /auth, /auth/forgot) are rendered at build time too (web/prerender.mjs, docs/decisions/
// 0076): they paint whole from their HTML, say with JavaScript off that their form needs it and draw no form
// then (0110), and are taken over by the app as they are, a draft of this tab coming in after. Their app starts
// after their first paint; until it has taken the form over, its fields and submit are disabled, the submit
// reading "Loading…" (docs/decisions/0106).
import { prerenderedFormPaths } from "../src/lib/paths";
import type { Page } from "@playwright/test";
import { DESKTOP, PHONE } from "./support/site";
import { takeOver } from "./support/take-over";
import { expect, test } from "./support/test";

const PAGES = [
  { path: "/anon", heading: "Post Anonymously", field: "Title", submit: "Submit" },
  { path: "/auth", heading: "Log in", field: "E-mail", submit: "Log in" },
  { path: "/auth/forgot", heading: "Reset your password", field: "E-mail", submit: "Send reset link" },
];

/** The page's own form's submit (the header's search form is the app's everywhere). */
const submitOf = (page: Page) => page.locator("#main form button[type=submit]");

test("names every form page the build renders", () => {
  expect(PAGES.map(({ path }) => path).sort()).toEqual([...prerenderedFormPaths].sort());
});

test.describe("with JavaScript off", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false, cookiesAccepted: false, ageRemembered: false });

  for (const { path, heading, field } of PAGES) {
    test(`${path} says plainly that its form needs JavaScript, and shows no form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      // In the form's place, not only in the page's note at the top (docs/decisions/0110).
      await expect(page.getByText(/^This form needs JavaScript, which is off in this browser\./)).toBeVisible();
      // No form that looks usable and does nothing: neither its field nor its submit is drawn, nor /auth's
      // buttons outside it ("Continue with Google", "Create an account").
      await expect(page.getByLabel(field, { exact: true })).toBeHidden();
      await expect(submitOf(page)).toBeHidden();
      await expect(page.locator("#main").getByRole("button")).toHaveCount(0);
      const main = page.getByRole("navigation", { name: "Main" });
      await expect(main.getByRole("link", { name: "Post Anonymously" })).toHaveAttribute("href", "/anon");
    });
  }
});

test.describe("with JavaScript on", () => {
  test.use({ viewport: DESKTOP });

  for (const { path, heading, field, submit } of PAGES) {
    test(`the app takes ${path} over as it is: the same heading, no warning, no shift`, async ({ page }) => {
      const input = page.getByLabel(field, { exact: true });
      const visit = await takeOver(page, path, heading, async () => {
        // Painted from the HTML alone, styled as the app draws it, and not ready until the app runs: a key
        // pressed in the field goes nowhere (it cannot take focus) rather than into text the form would not hold.
        await expect(input).toBeDisabled();
        await expect(submitOf(page)).toBeDisabled();
        await expect(submitOf(page)).toHaveAccessibleName(/Loading…/);
        // As a person would: a click where the field is (Playwright's own click would wait for it to be
        // enabled), then keys.
        const box = await input.boundingBox();
        await page.mouse.click((box?.x ?? 0) + 8, (box?.y ?? 0) + 8);
        await page.keyboard.type("early");
        await expect(input).toHaveValue("");
      });
      await expect(input).toBeEnabled();
      await expect(submitOf(page)).toHaveAccessibleName(submit);
      expect(await visit.sameHeading()).toBe(true);
      expect(visit.said).toEqual([]);
      expect(await visit.layoutShift()).toBe(0);
      await input.fill("typed");
      await expect(input).toHaveValue("typed");
    });
  }

  test("a press on /auth before its app runs is made once it runs", async ({ page }) => {
    await takeOver(page, "/auth", "Log in", async () => {
      await page.getByRole("button", { name: "Create an account" }).click();
    });
    await expect(page.getByRole("heading", { name: "Create account", level: 1 })).toBeVisible();
  });

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
