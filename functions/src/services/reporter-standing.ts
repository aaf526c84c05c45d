// Who has standing to hide a post by reporting it (docs/moderation.md, decision 0013): an account old enough,
// with a verified e-mail, whose reports moderators have not overturned lately, within its daily allowance
// of counting reports. Everyone else's reports reach moderators and never hide a post by themselves.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import type { UserRecord } from "firebase-admin/auth";
import { REPORTS_COLLECTION } from "@village/shared";
import { RATE_LIMITS_COLLECTION } from "./allowances.js";
import { currentAccount } from "./current-account.js";
import { DAY_MS, windowOf } from "./rate-limit.js";

/** Server only: one document per account whose reports moderators overturned, keyed by uid. */
export const REPORTER_STANDING_COLLECTION = "reporterStanding";
/** On a report: it counted toward auto-hide (and may be overturned). */
export const COUNTED_FIELD = "counted";
/** How long a reporter whose counting report was overturned (Keep or Restore) counts for nothing. */
export const OVERTURNED_DAYS = 30;

const HOUR_MS = 3_600_000;

/** The verified caller: its uid (null without one), and whether it is an anonymous identity, not an account. */
export interface Voice {
  uid: string | null;
  anonymous: boolean;
}

/** A signed-in reporter whose account has standing: its report may count, within `perDay` a day. */
export interface ReportWeight {
  uid: string;
  perDay: number;
}

/**
 * Whether the signed-in reporter's account may count at all: at least `minAccountHours` old by its Auth
 * creation time, e-mail verified, not disabled. Read from Auth, not from the token (which a deleted
 * account's still carries: refused). Null signed out, for an anonymous identity, or without standing.
 */
export async function reportWeightOf(
  voice: Voice,
  settings: StandingSettings,
  now = new Date(),
): Promise<ReportWeight | null> {
  // An anonymous identity is a voice moderators hear, never a vote: no Auth read needed to say so.
  const { uid, anonymous } = voice;
  if (uid === null || anonymous) return null;
  const account = await currentAccount(uid);
  return hasStanding(account, settings, now) ? { uid, perDay: settings.countsPerDay } : null;
}

export interface StandingSettings {
  minAccountHours: number;
  countsPerDay: number;
}

/** Whether an Auth account has standing: old enough by its creation time, e-mail verified, not disabled. */
export function hasStanding(
  account: Pick<UserRecord, "emailVerified" | "disabled"> & { metadata: Pick<UserRecord["metadata"], "creationTime"> },
  settings: StandingSettings,
  now: Date,
): boolean {
  const created = Date.parse(account.metadata.creationTime);
  const oldEnough = Number.isFinite(created) && now.getTime() - created >= settings.minAccountHours * HOUR_MS;
  return oldEnough && account.emailVerified && !account.disabled && settings.countsPerDay >= 1;
}

/** The documents a counting report reads and spends: the account's standing and today's counter. */
export function weightDocuments(db: Firestore, weight: ReportWeight, now: Date) {
  const day = windowOf(now, DAY_MS);
  const key = `report-weight-uid-${weight.uid}`;
  const dayRef = db.collection(RATE_LIMITS_COLLECTION).doc(`${key}_day-${day.index}`);
  return {
    standing: db.collection(REPORTER_STANDING_COLLECTION).doc(weight.uid),
    day: dayRef,
    /** Whether no moderator overturned the account's counting reports lately. */
    inGoodStanding(standing: DocumentSnapshot | undefined): boolean {
      const until: unknown = standing?.get("overturnedUntil");
      return !(until instanceof Timestamp && until.toMillis() > now.getTime());
    },
    /** Whether the account may count now: in good standing, and today's allowance not spent. */
    usable(standing: DocumentSnapshot | undefined, spent: DocumentSnapshot | undefined): boolean {
      return this.inGoodStanding(standing) && Number(spent?.get("count") ?? 0) < weight.perDay;
    },
    /** Counts one more counting report today (the same counter shape, and TTL, as the rate limits). */
    spend(transaction: Transaction, spent: DocumentSnapshot | undefined): void {
      transaction.set(dayRef, {
        key,
        window: "day",
        windowStart: day.start,
        count: Number(spent?.get("count") ?? 0) + 1,
        expireAt: Timestamp.fromMillis(day.end.getTime() + DAY_MS),
      });
    },
  };
}

/** The post's reports that counted toward auto-hide and were not yet overturned (read in the transaction). */
export async function countedReports(
  transaction: Transaction,
  db: Firestore,
  postId: string,
): Promise<QueryDocumentSnapshot[]> {
  const counted = await transaction.get(
    db.collection(REPORTS_COLLECTION).where("postId", "==", postId).where(COUNTED_FIELD, "==", true),
  );
  return counted.docs.filter((report) => report.get("overturnedAt") === undefined);
}

/**
 * A moderator kept or restored the post: each report that counted toward hiding it is overturned, and its
 * reporter counts for nothing for `OVERTURNED_DAYS` (their reports still reach the queue).
 */
export function overturnReports(
  transaction: Transaction,
  db: Firestore,
  reports: QueryDocumentSnapshot[],
  now = new Date(),
): void {
  const until = Timestamp.fromMillis(now.getTime() + OVERTURNED_DAYS * DAY_MS);
  for (const report of reports) {
    transaction.update(report.ref, { overturnedAt: FieldValue.serverTimestamp() });
    const uid: unknown = report.get("uid");
    if (typeof uid !== "string") continue;
    // `expireAt`: the TTL policy deletes the mark once it no longer matters.
    transaction.set(db.collection(REPORTER_STANDING_COLLECTION).doc(uid), { overturnedUntil: until, expireAt: until });
  }
}
