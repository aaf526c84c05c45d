// Steps a moderation test takes through the UI: a visitor reports a post from the home page (so that it
// reaches the queue), and a moderator opens /moderate at its entry. axe's check in both colour schemes too.
import { AxeBuilder } from "@axe-core/playwright";
import { getAuth } from "firebase-admin/auth";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { adminDb } from "../../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../../scripts/lib/moderators.mjs";
import { siteUrl } from "../../../test/support/emulators";
import { appRunning, createAccount, logIn, openPage, uniqueEmail } from "./site";

/** axe finds nothing serious or critical, in the light and the dark colour scheme. */
export async function expectAxeClean(page: Page): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual(
      [],
    );
  }
  await page.emulateMedia({ colorScheme: null });
}

export const postHeading = (page: Page, title: string) => page.getByRole("heading", { name: title, level: 2 });
export const actionsOf = (page: Page, title: string) =>
  page.getByRole("button", { name: `Actions for post: ${title}` });

/** A signed-out visitor reports the post from the home page, so that it reaches the moderators' queue. */
export async function reportFromHome(browser: Browser, title: string): Promise<void> {
  const { page, context } = await openPage(browser, "/");
  await expect
    .poll(
      async () => {
        await page.goto("about:blank");
        await page.goto(`${siteUrl}/`);
        // The home page is rendered on the server: its buttons do nothing until the app has taken over.
        await appRunning(page);
        await page.getByRole("heading", { level: 1 }).waitFor();
        // The list's count line (or the empty board) says the list was read.
        await page
          .getByText(/result|No thoughts|Be the first/)
          .first()
          .waitFor();
        return postHeading(page, title).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  await actionsOf(page, title).click();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog.getByText("Thank you. Moderators will review this post.").waitFor();
  await context.close();
}

/** A new moderator signed in on /moderate, at the queue entry of `title`. */
export async function moderatorAt(browser: Browser, title: string) {
  const email = uniqueEmail("mod");
  await createAccount({ email, password: "mod-secret", displayName: "Quinn" });
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  const opened = await openPage(browser, "/");
  await logIn(opened.page, email, "mod-secret", "Quinn");
  await opened.page.goto(`${siteUrl}/moderate`);
  const entry = opened.page.getByRole("article", { name: new RegExp(`^${title}`) });
  await entry.waitFor();
  return { ...opened, entry };
}
