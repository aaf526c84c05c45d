// Steps the moderation tests take through the UI: a post's menu on the home page (Report, Delete), a report
// through its dialog, and a moderator logged in at the queue. One copy here for every file that moderates,
// reports or deletes.
import type { Locator, Page } from "@playwright/test";
import { SUSPENSIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../../scripts/lib/admin-db.mjs";
import { expectAxeClean } from "./axe";
import { MODERATOR_PASSWORD, newModerator } from "./moderator-calls";
import { homeDocumentTitles } from "./posts";
import { appRunning, logIn, spoken } from "./site";
import { expect } from "./test";

/** Posts from /anon, signed out, and answers the new post's id (from the "view it" link). */
export async function postAnonymously(page: Page, title: string): Promise<string> {
  await page.goto("/anon");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("Written without a name");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(/^Posted! — view it/);
  const href = await page.getByRole("status").getByRole("link", { name: "view it" }).getAttribute("href");
  const id = href?.replace(/^\/p\//, "");
  if (!id) throw new Error(`"${title}" has no link to its page`);
  return id;
}

export const postHeading = (page: Page, title: string) => page.getByRole("heading", { name: title, level: 2 });
export const actionsOf = (page: Page, title: string) =>
  page.getByRole("button", { name: `Actions for post: ${title}` });

/**
 * Opens the home page afresh until it lists the post (with `listed: false`, until it no longer does): a
 * trigger rebuilds the home page a moment after a post changes. Leaves `page` on `/` with the app running.
 */
export async function homeLists(page: Page, title: string, listed = true): Promise<void> {
  // First the home document, which the page is drawn from: waiting there, rather than by opening the page
  // again and again, spares the browser a page load every half second.
  await expect
    .poll(async () => (await homeDocumentTitles()).includes(title), {
      timeout: 20_000,
      intervals: [100],
      message: `"${title}" ${listed ? "listed" : "gone"} in the home document`,
    })
    .toBe(listed);
  await expect
    .poll(
      async () => {
        // A fresh visit each time: going to the same URL again would be a reload, which returns the list the
        // history entry kept (place-keeping, decision 0020) instead of reading it again.
        await page.goto("about:blank");
        await page.goto("/");
        // The home page is rendered on the server: its buttons do nothing until the app has taken over.
        await appRunning(page);
        // The list's count line (or the empty board) says the list was read.
        await expect(page.getByText(/result|No thoughts|Be the first/).first()).toBeVisible();
        return (await postHeading(page, title).count()) > 0;
      },
      { timeout: 20_000, intervals: [500], message: `"${title}" ${listed ? "listed" : "gone"} on the home page` },
    )
    .toBe(listed);
}

/** Reports the post through its menu and dialog, on a page that lists it, and closes the dialog once thanked. */
export async function report(page: Page, title: string, reason = "Spam", note?: string): Promise<void> {
  await actionsOf(page, title).click();
  await page.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel(reason).check();
  if (note !== undefined) await dialog.getByLabel("Note for moderators (optional)").fill(note);
  await dialog.getByRole("button", { name: "Send report" }).click();
  // Focus on the outcome, which says what happens next and where to follow it: nothing lost inside the dialog.
  const sent = dialog.getByRole("status").filter({ hasText: "Report sent: moderators will review this post." });
  await expect(sent).toBeFocused();
  await expect(sent.getByRole("link", { name: /^(Your reports|moderation log)$/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
}

/** A visitor (`page`, a browser of its own) reports the post from the home page, so that it reaches the queue. */
export async function reportFromHome(page: Page, title: string): Promise<void> {
  await homeLists(page, title);
  await report(page, title);
}

/**
 * Opens the post's menu on the home page (afresh, once it lists the post), checks whether it offers Delete
 * besides Report, and closes it again.
 */
export async function expectDeleteOffered(page: Page, title: string, offered: boolean): Promise<void> {
  await homeLists(page, title);
  await actionsOf(page, title).click();
  await expect(page.getByRole("button", { name: "Report", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(offered ? 1 : 0);
  await page.keyboard.press("Escape");
}

/** Logs `page` in as a new moderator shown as `name`; answers the moderator's e-mail address. */
export async function logInAsModerator(page: Page, name = "Quinn"): Promise<string> {
  const email = await newModerator(name);
  await logIn(page, email, MODERATOR_PASSWORD, name);
  return email;
}

/** A moderator's page on /moderate, and the queue entry of one post there. */
export interface AtEntry {
  page: Page;
  entry: Locator;
}

/** A new moderator logged in on `page` (a browser of its own), on /moderate at the queue entry of `title`. */
export async function moderatorAt(page: Page, title: string): Promise<AtEntry> {
  await logInAsModerator(page);
  await page.goto("/moderate");
  const entry = page.getByRole("article", { name: new RegExp(`^${title}`) });
  await expect(entry).toBeVisible();
  return { page, entry };
}

/**
 * On the hidden post's own page (where `page` is), its author is told: why a moderator hid it, that only
 * they see it, the guidelines, and the post itself; axe finds nothing serious in either colour scheme.
 */
export async function expectToldOfHiding(page: Page, title: string, reason: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Your post is hidden", level: 1 })).toBeVisible();
  await expect(page.getByText(`Hidden by a moderator: ${reason}`)).toBeVisible();
  await expect(page.getByText("Only you can see this.")).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: "Community Guidelines" })).toHaveAttribute(
    "href",
    "/guidelines",
  );
  await expect(postHeading(page, title)).toBeVisible();
  await expectAxeClean(page);
}

/** Anyone but its author opens the hidden post's page: the ordinary "not available", and none of `secrets`. */
export async function expectToldNothing(page: Page, postId: string, secrets: string[]): Promise<void> {
  await page.goto(`/p/${postId}`);
  await expect(page.getByRole("heading", { name: "This post is not available", level: 1 })).toBeVisible();
  for (const secret of secrets) {
    await expect(page.locator("#main")).not.toContainText(secret, { useInnerText: true });
  }
}

/** The moderator hides the entry's post, with `reason` for the public log, and is told it is done. */
export async function hideAt({ page, entry }: AtEntry, reason: string): Promise<void> {
  await entry.getByLabel("Reason (published in the moderation log)").fill(reason);
  await entry.getByLabel("Decision").selectOption({ label: "Hide" });
  await entry.getByRole("button", { name: "Apply" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Hidden: the post is out of every public view." }),
  ).toBeVisible();
}

/** The moderator suspends the entry's author for 7 days, with `reason`, confirms, and is told it is done. */
export async function suspendAt({ page, entry }: AtEntry, reason: string): Promise<void> {
  await entry.getByLabel("Reason (published in the moderation log)").fill(reason);
  await entry.getByLabel("Decision").selectOption({ label: "Suspend the author" });
  await entry.getByLabel("Suspension").selectOption({ label: "7 days" });
  await entry.getByRole("button", { name: "Apply" }).click();
  await page
    .getByRole("dialog", { name: "Suspend this author (7 days)?" })
    .getByRole("button", { name: "Suspend", exact: true })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "The author is suspended for 7 days." })).toBeVisible();
}

/**
 * Puts the author's browser (`page`) in Kolkata (UTC+5:30), and answers the end of the one suspension as
 * the page must show it there: in that zone, not in UTC (as SuspensionNotice formats it).
 */
export async function suspensionEndInKolkata(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTimezoneOverride", { timezoneId: "Asia/Kolkata" });
  const [suspension] = (await adminDb().collection(SUSPENSIONS_COLLECTION).get()).docs;
  const until = (suspension?.get("until") as { toDate: () => Date }).toDate();
  const local = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: "Asia/Kolkata",
  }).format(until);
  expect(local).toContain("GMT+5:30");
  return local;
}
