// The monthly transparency report at /transparency (issue #48 item 5): drawn by the transparencyPage function
// into its first response, readable with JavaScript off, taken over as it is by the app, used from the
// keyboard alone, and clean for axe in both colour schemes. The months are stored as the scheduled build
// stores them (functions/test/transparency-report.test.ts tries the build itself).
import { FEWER_THAN_5, monthRange, reportMonthOf, TRANSPARENCY_REPORTS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { expectAxeClean } from "./support/axe";
import { PHONE } from "./support/site";
import { takeOver } from "./support/take-over";
import { expect, test } from "./support/test";

const monthBefore = (month: string) => reportMonthOf(new Date(monthRange(month).start.getTime() - 1));
const last = monthBefore(reportMonthOf(new Date()));
const earlier = monthBefore(last);
const name = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(monthRange(month).start);

test.beforeAll(async () => {
  const months = adminDb().collection(TRANSPARENCY_REPORTS_COLLECTION);
  await months.doc(last).set({ month: last, rows: { posts: 1234, replies: FEWER_THAN_5, "reports-spam": 7 } });
  await months.doc(earlier).set({ month: earlier, rows: { posts: 15, replies: 6, "reports-spam": FEWER_THAN_5 } });
});

test.describe("with JavaScript off", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false, cookiesAccepted: false, ageRemembered: false });

  test("/transparency is readable: the newest month's figures, small counts as 'fewer than 5', older months one press away", async ({
    page,
  }) => {
    await page.goto("/transparency");
    await expect(page.getByRole("heading", { name: "Transparency report", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Transparency report · Village");
    const newest = page.getByRole("region", { name: name(last) });
    await expect(newest.getByRole("row", { name: "Posts published 1,234" })).toBeVisible();
    await expect(newest.getByRole("row", { name: `Replies published ${FEWER_THAN_5}` })).toBeVisible();
    await expect(
      newest.getByRole("table", { name: "Reports by reason" }).getByRole("row", { name: "Spam 7" }),
    ).toBeVisible();
    // A row the month's document lacks (added to the report after it was built).
    await expect(newest.getByRole("row", { name: "Violence not counted" })).toBeVisible();
    // The older month opens without JavaScript (a details element), from the keyboard.
    const older = page.locator("summary", { hasText: name(earlier) });
    await expect(page.getByRole("row", { name: "Replies published 6" })).toBeHidden();
    await older.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("row", { name: "Replies published 6" })).toBeVisible();
  });
});

test("the app takes /transparency over as it is, and it passes axe in both schemes, from the keyboard alone", async ({
  page,
}) => {
  const visit = await takeOver(page, "/transparency", "Transparency report");
  expect(await visit.sameHeading()).toBe(true);
  expect(visit.said).toEqual([]);
  expect(await visit.layoutShift()).toBe(0);
  await expect(page.getByRole("row", { name: "Posts published 1,234" })).toBeVisible();
  // From the keyboard: the link to the log, then the older month, opened with Space.
  const log = page.getByRole("main").getByRole("link", { name: "moderation log" });
  await log.focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("summary", { hasText: name(earlier) })).toBeFocused();
  await page.keyboard.press(" ");
  await expect(page.getByRole("row", { name: "Posts published 15" })).toBeVisible();
  await expectAxeClean(page);
  // The moderation log links here.
  await log.press("Enter");
  await expect(page.getByRole("heading", { name: "Moderation log", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Monthly figures" }).press("Enter");
  await expect(page.getByRole("row", { name: "Posts published 1,234" })).toBeVisible();
});
