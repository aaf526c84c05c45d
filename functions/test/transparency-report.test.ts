// The monthly transparency report (issue #48 item 5): the scheduled build on seeded months, as the daily run
// would do it (its service, in process, against the emulators), and `/transparency` as a visitor gets it.
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  FEWER_THAN_5,
  LISTED_REPLIES_COLLECTION,
  MODERATION_LOG_COLLECTION,
  monthRange,
  nextMonth,
  POSTS_COLLECTION,
  reportMonthOf,
  REPORTS_COLLECTION,
  TRANSPARENCY_CACHE_CONTROL,
  TRANSPARENCY_PATH,
  TRANSPARENCY_REPORTS_COLLECTION,
  TRANSPARENCY_ROWS,
} from "@village/shared";
import { DECISION_TIMES_COLLECTION, MODERATION_NOTICES_COLLECTION } from "@village/shared/documents";
import { siteUrl } from "../../test/support/emulators";
import { buildMissingReports } from "../src/services/moderation/transparency-report";
import { adminDb } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";

freshEmulatorsPerTest();

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const now = new Date();
const current = reportMonthOf(now);
/** The month before `month`. */
const monthBefore = (month: string) => reportMonthOf(new Date(monthRange(month).start.getTime() - 1));
const last = monthBefore(current);
const earlier = monthBefore(last);

/** An instant `ms` after the start of `month` (negative: before it). */
const at = (month: string, ms: number) => Timestamp.fromMillis(monthRange(month).start.getTime() + ms);
/** An instant in the middle of `month`, `n` seconds apart for each `n`. */
const mid = (month: string, n = 0) => at(month, 10 * DAY_MS + n * 1000);
/** The last instant of `month`. */
const end = (month: string) => at(nextMonth(month), -1);

/** Stores each document at a fresh id of `collection` (a path), as the site's writers would have. */
async function seed(collection: string, documents: Record<string, unknown>[]): Promise<void> {
  const batch = adminDb().batch();
  for (const data of documents) batch.set(adminDb().collection(collection).doc(), data);
  await batch.commit();
}

const post = (createdAt: Timestamp) => ({ postId: "p", title: "A post", createdAt });
const line = (by: string, action: string, createdAt: Timestamp) => ({ by, action, reason: "Because", createdAt });
const report = (reason: string, createdAt: Timestamp) => ({ postId: "p", reason, createdAt });
const times = (count: number, make: (n: number) => Record<string, unknown>) =>
  Array.from({ length: count }, (_, n) => make(n));

/** Two ended months and the current one: what a board holds, with counts either side of 5 and of each edge. */
async function seedMonths(): Promise<void> {
  await Promise.all([
    seed(POSTS_COLLECTION, [
      post(mid(earlier)),
      // Last month: its first and last instants count, the next month's first does not.
      post(at(last, 0)),
      post(end(last)),
      ...times(4, (n) => post(mid(last, n))),
      post(at(current, 0)),
    ]),
    seed(`${POSTS_COLLECTION}/p/${LISTED_REPLIES_COLLECTION}`, [
      ...times(3, (n) => ({ text: "Hi", createdAt: mid(last, n) })),
      { text: "Later", createdAt: at(current, 0) },
    ]),
    seed(REPORTS_COLLECTION, [
      ...times(5, (n) => report("spam", mid(last, n))),
      report("hate", mid(last)),
      ...times(2, (n) => report("spam", mid(current, n))),
    ]),
    // Moderators' decisions' waits: last month's median 30 minutes; the month before, too few to say.
    seed(DECISION_TIMES_COLLECTION, [
      ...[50, 10, 30, 20, 40].map((minutes) => ({ month: last, waitedMs: minutes * 60_000 })),
      ...[1, 2].map((minutes) => ({ month: earlier, waitedMs: minutes * 60_000 })),
    ]),
    // Appeals made (the notices' appealedAt): 5 last month, and one this month (never shown).
    seed(MODERATION_NOTICES_COLLECTION, [
      ...times(5, (n) => ({ action: "hidden", reason: "Spam", appealStatus: "waiting", appealedAt: mid(last, n) })),
      { action: "hidden", reason: "Spam", appealStatus: "waiting", appealedAt: mid(current) },
    ]),
    seed(MODERATION_LOG_COLLECTION, [
      ...times(3, (n) => line("moderator", "appeal-upheld", mid(last, n))),
      ...times(5, (n) => line("moderator", "appeal-reversed", mid(last, n))),
      ...times(5, (n) => line("reports", "hidden", mid(last, n))),
      ...times(6, (n) => line("moderator", "deleted", mid(last, n))),
      line("moderator", "restored", mid(last)),
      // An author's own deletion (older lines): not moderation, counted nowhere.
      ...times(7, (n) => line("author", "deleted", mid(last, n))),
      // A kind no row names: "other", and the build says so in its log.
      line("reports", "kept", mid(last)),
      line("moderator", "hidden", mid(current)),
      // Safe mode (decision 0131): switched on by itself and by a moderator, and what became of what it held.
      // On since the month before (its last switch line), off 6 hours into last month, on again for 3 hours
      // (a repeated "on" changes nothing) from day 10, and from 2 hours before the month's end: 11 hours.
      line("automatic", "safe-mode-on", end(earlier)),
      line("moderator", "safe-mode-off", at(last, 6 * HOUR_MS)),
      ...times(4, (n) => line("automatic", "safe-mode-on", at(last, 10 * DAY_MS + n * 60_000))),
      line("automatic", "safe-mode-off", at(last, 10 * DAY_MS + 3 * HOUR_MS)),
      line("moderator", "safe-mode-on", at(nextMonth(last), -2 * HOUR_MS)),
      ...times(5, (n) => line("moderator", "approved", mid(last, n))),
      line("moderator", "declined", mid(last)),
      // A line of a shape nothing writes: skipped, the month still built.
      { by: 7, createdAt: mid(last) },
    ]),
  ]);
}

const reportsStored = async () =>
  Object.fromEntries(
    (await adminDb().collection(TRANSPARENCY_REPORTS_COLLECTION).get()).docs.map((month) => [month.id, month.data()]),
  );

describe("the monthly transparency report", () => {
  it("builds each ended month once from what is stored, every count under 5 only 'fewer than 5', never the current month", async () => {
    await seedMonths();

    expect(await buildMissingReports(now)).toEqual([earlier, last]);
    const stored = await reportsStored();
    expect(Object.keys(stored).sort()).toEqual([earlier, last]);
    expect(stored[last]).toEqual({
      month: last,
      rows: {
        posts: 6,
        replies: FEWER_THAN_5,
        "reports-hate": FEWER_THAN_5,
        "reports-sexual": FEWER_THAN_5,
        "reports-violence": FEWER_THAN_5,
        "reports-personal-info": FEWER_THAN_5,
        "reports-scam": FEWER_THAN_5,
        "reports-spam": 5,
        "reports-copyright": FEWER_THAN_5,
        "reports-other": FEWER_THAN_5,
        "auto-hidden": 5,
        hidden: FEWER_THAN_5,
        removed: 6,
        restored: FEWER_THAN_5,
        kept: FEWER_THAN_5,
        suspended: FEWER_THAN_5,
        "replies-closed": FEWER_THAN_5,
        administrator: FEWER_THAN_5,
        other: FEWER_THAN_5,
        "safe-mode-on-moderator": FEWER_THAN_5,
        "safe-mode-on-automatic": FEWER_THAN_5,
        "safe-mode-off": FEWER_THAN_5,
        "safe-mode-hours": 11,
        "decision-median-minutes": 30,
        "appeals-made": 5,
        "appeals-upheld": FEWER_THAN_5,
        "appeals-reversed": 5,
        "safe-mode-held-approved": 5,
        "safe-mode-held-declined": FEWER_THAN_5,
      },
    });
    // Every row, and nothing public holds an exact count under 5: zero is "fewer than 5" too.
    for (const month of Object.values(stored)) {
      expect(Object.keys(month.rows as object).sort()).toEqual(TRANSPARENCY_ROWS.map(({ id }) => id).sort());
      for (const cell of Object.values(month.rows as Record<string, unknown>)) {
        expect(cell === FEWER_THAN_5 || (typeof cell === "number" && cell >= 5)).toBe(true);
      }
    }

    // A second run (or the next day's) builds nothing and changes nothing, even with more stored since.
    await seed(
      POSTS_COLLECTION,
      times(5, (n) => post(mid(last, 10 + n))),
    );
    expect(await buildMissingReports(now)).toEqual([]);
    expect(await reportsStored()).toEqual(stored);

    // Once the current month has ended, the next run builds it, and only it.
    const nextMonthDay = new Date(monthRange(current).end.getTime() + DAY_MS);
    expect(await buildMissingReports(nextMonthDay)).toEqual([current]);
    const after = await reportsStored();
    expect(after[last]).toEqual(stored[last]);
    expect(after[current]).toMatchObject({ rows: { posts: FEWER_THAN_5, "reports-spam": FEWER_THAN_5 } });
  });

  it("serves /transparency with the report in its first response, cached, and one spelling of its address", async () => {
    await seedMonths();
    await buildMissingReports(now);
    // Put there by hand (only the build writes it, and only once the month ended): never shown.
    await adminDb()
      .collection(TRANSPARENCY_REPORTS_COLLECTION)
      .doc(current)
      .set({ month: current, rows: { posts: 99 } });

    const response = await fetch(`${siteUrl}${TRANSPARENCY_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(TRANSPARENCY_CACHE_CONTROL);
    const html = await response.text();
    const name = (month: string) =>
      new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        monthRange(month).start,
      );
    // Drawn by the app's components inside #root, which the browser takes over as it is.
    const root = html.slice(html.indexOf('<div id="root" data-rendered="page">'));
    expect(root).toContain('<h1 id="transparency-heading">Transparency report</h1>');
    expect(root).toContain(name(last));
    expect(root).toContain(name(earlier));
    expect(root).toMatch(/<th scope="row">Posts published<\/th><td>6<\/td>/);
    expect(root).toMatch(/<th scope="row">Replies published<\/th><td>fewer than 5<\/td>/);
    expect(html).not.toContain(name(current));
    expect(html).not.toContain(`"month":"${current}"`);
    expect(html).toContain("<title>Transparency report · Village</title>");

    const asked = await fetch(`${siteUrl}${TRANSPARENCY_PATH}?utm_source=feed`, { redirect: "manual" });
    expect(asked.status).toBe(301);
    expect(asked.headers.get("location")).toBe(TRANSPARENCY_PATH);
  });
});
