// The monthly transparency report (issue #48 item 5; docs/moderation.md, "The transparency report"): for each
// ended month (UTC) not yet reported, one public document `transparencyReports/{YYYY-MM}` with each row of
// TRANSPARENCY_SECTIONS (shared/src/transparency.ts) counted from what the collections and the moderation log
// hold, every count under 5 stored as "fewer than 5". A month once built is never rebuilt: its figures stay as
// published, and a second run (or two at once) writes nothing new (docs/decisions/0130).
import {
  getFirestore,
  Timestamp,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  bucketedCount,
  monthRange,
  nextMonth,
  reportMonthOf,
  SMALLEST_COUNT_SHOWN,
  TRANSPARENCY_ROWS,
  type LogAction,
  type RowSource,
  type TransparencyCell,
} from "@village/shared";
import { allListedReplies, collections } from "../../lib/collections.js";

/** Log lines read per query while counting a month's. */
const LOG_PAGE = 500;

/**
 * Most months one run builds: the first run on a site with years behind it builds the oldest two years, and
 * each later day the next two, so a run stays well inside its timeout.
 */
export const MONTHS_PER_RUN = 24;

/** Firestore's code for a document `create` found already there. */
const ALREADY_EXISTS = 6;

/** How many documents `query` matches: one aggregation, billed one read per 1,000 index entries. */
const countOf = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/**
 * The month's log lines counted by kind ("moderator hidden"), read a page at a time in (createdAt, id) order
 * through a field mask (who acted, what they did, and the time the next page starts after). A line of a shape
 * no one wrote (its actor or action not text) is skipped, not a reason to leave the month unbuilt.
 */
async function logLineKinds(
  db: Firestore,
  start: Date,
  end: Date,
): Promise<{ counts: Map<string, number>; switches: SafeModeSwitch[] }> {
  const counts = new Map<string, number>();
  const switches: SafeModeSwitch[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = collections(db)
      .moderationLog.where("createdAt", ">=", Timestamp.fromDate(start))
      .where("createdAt", "<", Timestamp.fromDate(end))
      .orderBy("createdAt")
      .select("by", "action", "createdAt")
      .limit(LOG_PAGE);
    const page = await (after ? ordered.startAfter(after) : ordered).get();
    for (const line of page.docs) {
      const by: unknown = line.get("by");
      const action: unknown = line.get("action");
      if (typeof by !== "string" || typeof action !== "string") continue;
      const kind = `${by} ${action}`;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const at: unknown = line.get("createdAt");
      if (isSwitchAction(action) && at instanceof Timestamp) switches.push({ at: at.toMillis(), on: action === ON });
    }
    if (page.size < LOG_PAGE) return { counts, switches };
    after = page.docs.at(-1);
  }
}

const [ON, OFF] = ["safe-mode-on", "safe-mode-off"] as const satisfies readonly LogAction[];
const isSwitchAction = (action: string): action is typeof ON | typeof OFF => action === ON || action === OFF;

/** A log line that turned safe mode on or off (decision 0131), at its time. */
interface SafeModeSwitch {
  at: number;
  on: boolean;
}

/** Whether safe mode was on as `start` began: the last switch line before it said so (one read). */
async function safeModeOnAt(db: Firestore, start: Date): Promise<boolean> {
  const last = await collections(db)
    .moderationLog.where("action", "in", [ON, OFF])
    .where("createdAt", "<", Timestamp.fromDate(start))
    .orderBy("createdAt", "desc")
    .select("action")
    .limit(1)
    .get();
  return last.docs[0]?.get("action") === ON;
}

/**
 * The hours safe mode was on within [start, end), to the nearest hour: from its state as the month began and
 * its switch lines in the month, in time order (a repeated on or off changes nothing).
 */
async function safeModeHours(db: Firestore, start: Date, end: Date, switches: SafeModeSwitch[]): Promise<number> {
  let on = await safeModeOnAt(db, start);
  let since = start.getTime();
  let ms = 0;
  for (const change of [...switches].sort((a, b) => a.at - b.at)) {
    if (change.on === on) continue;
    if (on) ms += change.at - since;
    on = change.on;
    since = change.at;
  }
  if (on) ms += end.getTime() - since;
  return Math.round(ms / HOUR_MS);
}

const HOUR_MS = 3_600_000;

/**
 * The median wait of the month's moderator decisions, in minutes, or null when fewer than SMALLEST_COUNT_SHOWN
 * were made (a median of so few could point at one case): each a month and a wait, nothing else.
 */
async function decisionMedianMinutes(db: Firestore, month: string): Promise<number | null> {
  const decided = await collections(db).decisionTimes.where("month", "==", month).get();
  const waits = decided.docs.map((decision) => decision.data().waitedMs).sort((a, b) => a - b);
  if (waits.length < SMALLEST_COUNT_SHOWN) return null;
  const middle = Math.floor(waits.length / 2);
  const median = waits.length % 2 === 1 ? (waits[middle] ?? 0) : ((waits[middle - 1] ?? 0) + (waits[middle] ?? 0)) / 2;
  return Math.round(median / 60_000);
}

/** Log lines by an author (their own deletion, no longer logged) are not moderation: no row counts them. */
const isModeration = (kind: string): boolean => !kind.startsWith("author ");

/** Every kind some row names. */
const NAMED_KINDS: ReadonlySet<string> = new Set<string>(
  TRANSPARENCY_ROWS.flatMap(({ source }) => (source.from === "log" ? source.kinds : [])),
);

/** Each row of the month's report, bucketed: what the month document stores. */
export async function monthRows(db: Firestore, month: string): Promise<Record<string, TransparencyCell>> {
  const { start, end } = monthRange(month);
  const [from, to] = [Timestamp.fromDate(start), Timestamp.fromDate(end)];
  const stored = collections(db);
  const { counts: kinds, switches } = await logLineKinds(db, start, end);
  const unnamed = [...kinds.keys()].filter((kind) => isModeration(kind) && !NAMED_KINDS.has(kind));
  // Counted as "other" until a row names them (shared/src/transparency.ts): said here, so nobody misses it.
  if (unnamed.length > 0) logger.warn("The transparency report counts log lines no row names as other", { unnamed });
  const linesOf = (named: readonly string[]) => named.reduce((sum, kind) => sum + (kinds.get(kind) ?? 0), 0);
  const count = (source: RowSource): Promise<number> | number => {
    switch (source.from) {
      case "posts":
        return countOf(stored.posts.where("createdAt", ">=", from).where("createdAt", "<", to));
      case "replies":
        return countOf(allListedReplies(db).where("createdAt", ">=", from).where("createdAt", "<", to));
      case "reports":
        return countOf(
          stored.reports
            .where("reason", "==", source.reason)
            .where("createdAt", ">=", from)
            .where("createdAt", "<", to),
        );
      case "log":
        return linesOf(source.kinds);
      case "log-unnamed":
        return linesOf(unnamed);
      case "safe-mode-hours":
        return safeModeHours(db, start, end, switches);
      case "appeals":
        return countOf(stored.moderationNotices.where("appealedAt", ">=", from).where("appealedAt", "<", to));
      case "decision-minutes":
        // Too few decisions say only "fewer than 5", as a count under 5 does.
        return decisionMedianMinutes(db, month).then((minutes) => minutes ?? 0);
    }
  };
  const counted = await Promise.all(
    TRANSPARENCY_ROWS.map(async ({ id, source }) => [id, bucketedCount(await count(source))] as const),
  );
  return Object.fromEntries(counted);
}

/** The month of the first of `oldest` (a query's answer ordered by `createdAt`), or null when it has none. */
function monthOfFirst(oldest: { docs: { get(field: string): unknown }[] }): string | null {
  const created = oldest.docs[0]?.get("createdAt");
  return created instanceof Timestamp ? reportMonthOf(created.toDate()) : null;
}

/**
 * Builds the report of every ended month (UTC, before `now`'s) from the site's first post or log line on that
 * has none yet, oldest first, at most MONTHS_PER_RUN a run; answers the months it built. Each is created, never
 * overwritten: a month another run built meanwhile is left as it is.
 */
export async function buildMissingReports(now = new Date()): Promise<string[]> {
  const db = getFirestore();
  const stored = collections(db);
  // The site's first month: its oldest public post's or log line's (one read each).
  const oldest = await Promise.all([
    stored.posts.orderBy("createdAt").limit(1).select("createdAt").get(),
    stored.moderationLog.orderBy("createdAt").limit(1).select("createdAt").get(),
  ]);
  const firsts = oldest.map(monthOfFirst).filter((month) => month !== null);
  if (firsts.length === 0) return [];
  // An empty field mask: only the ids (the months) are needed.
  const done = new Set((await stored.transparencyReports.select().get()).docs.map(({ id }) => id));
  const current = reportMonthOf(now);
  const built: string[] = [];
  for (let month = firsts.sort()[0] ?? current; month < current && built.length < MONTHS_PER_RUN;) {
    if (!done.has(month)) {
      try {
        await stored.transparencyReports.doc(month).create({ month, rows: await monthRows(db, month) });
        built.push(month);
      } catch (error) {
        if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      }
    }
    month = nextMonth(month);
  }
  return built;
}
