// Who has standing to hide a post by reporting it (docs/moderation.md, decision 0013): an account with a
// verified e-mail, long enough after it was verified (decision 0089), whose reports moderators have not overturned lately, within its daily allowance
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
import {
  COUNTED_FIELD,
  REPORTER_STANDING_COLLECTION,
  type RateLimitDocument,
  type ReportDocument,
  type ReporterStandingDocument,
} from "@village/shared/documents";
import { getFirestore } from "firebase-admin/firestore";
import { collections } from "../../lib/collections.js";
import { dayCount } from "../limits/allowances.js";
import { DAY_MS, windowOf } from "../limits/rate-limit.js";

export { COUNTED_FIELD, REPORTER_STANDING_COLLECTION };
/** How long a reporter whose counting report was overturned (Keep or Restore) counts for nothing. */
export const OVERTURNED_DAYS = 30;

const HOUR_MS = 3_600_000;

/** A signed-in reporter whose account has standing: its report may count, within `perDay` a day. */
export interface ReportWeight {
  uid: string;
  perDay: number;
}

/**
 * Whether a signed-in reporter's account may count at all: e-mail verified, at least `minAccountHours`
 * since both its Auth creation and the first time a standing check saw it verified, not disabled. The
 * account as Auth holds it now (the wrapper's read, not the token's claims). Null without standing. An
 * anonymous identity is a voice moderators hear, never a vote: its caller never asks.
 */
export async function reportWeightOf(
  account: UserRecord,
  settings: StandingSettings,
  now = new Date(),
): Promise<ReportWeight | null> {
  const { uid } = account;
  if (!account.emailVerified) return null;
  const verifiedSince = await verifiedSinceOf(uid, now);
  return hasStanding(account, settings, now, verifiedSince) ? { uid, perDay: settings.countsPerDay } : null;
}

/**
 * When the account was first seen verified: Firebase Auth keeps no such time, and an account keeps its
 * creation time when an e-mail is linked to it (an anonymous shell made long ago, verified today), so the
 * first standing check that sees it verified records now (decision 0089). Only ever called for a verified
 * account; a record, once made, stands (a later change of address does not restart it).
 */
async function verifiedSinceOf(uid: string, now: Date): Promise<Date> {
  const ref = collections(getFirestore()).verifiedAccounts.doc(uid);
  const found = (await ref.get()).data();
  if (found !== undefined) return found.verifiedSince.toDate();
  // `create`: of two first reports at once, one records; the other's time is as good (moments apart).
  await ref.create({ verifiedSince: Timestamp.fromDate(now) }).catch((error: unknown) => {
    if (!(typeof error === "object" && error !== null && "code" in error && error.code === 6)) throw error;
  });
  return now;
}

export interface StandingSettings {
  minAccountHours: number;
  countsPerDay: number;
}

/**
 * Whether an Auth account has standing: e-mail verified, `minAccountHours` past both its creation and
 * `verifiedSince` (when the server first saw it verified), not disabled.
 */
export function hasStanding(
  account: Pick<UserRecord, "emailVerified" | "disabled"> & { metadata: Pick<UserRecord["metadata"], "creationTime"> },
  settings: StandingSettings,
  now: Date,
  verifiedSince: Date,
): boolean {
  const since = Math.max(Date.parse(account.metadata.creationTime), verifiedSince.getTime());
  const oldEnough = Number.isFinite(since) && now.getTime() - since >= settings.minAccountHours * HOUR_MS;
  return oldEnough && account.emailVerified && !account.disabled && settings.countsPerDay >= 1;
}

type Standing = DocumentSnapshot<ReporterStandingDocument, ReporterStandingDocument>;
type DayCounter = DocumentSnapshot<RateLimitDocument, RateLimitDocument>;
type Report = QueryDocumentSnapshot<ReportDocument, ReportDocument>;

/** The documents a counting report reads and spends: the account's standing and today's counter. */
export function weightDocuments(db: Firestore, weight: ReportWeight, now: Date) {
  const day = windowOf(now, DAY_MS);
  const key = `report-weight-uid-${weight.uid}`;
  const stored = collections(db);
  const dayRef = stored.rateLimits.doc(`${key}_day-${day.index}`);
  return {
    standing: stored.reporterStanding.doc(weight.uid),
    day: dayRef,
    /** Whether no moderator overturned the account's counting reports lately. */
    inGoodStanding(standing: Standing | undefined): boolean {
      const until = standing?.data()?.overturnedUntil;
      return !(until !== undefined && until.toMillis() > now.getTime());
    },
    /** Whether the account may count now: in good standing, and today's allowance not spent. */
    usable(standing: Standing | undefined, spent: DayCounter | undefined): boolean {
      return this.inGoodStanding(standing) && dayCount(spent) < weight.perDay;
    },
    /** Counts one more counting report today (the same counter shape, and TTL, as the rate limits). */
    spend(transaction: Transaction, spent: DayCounter | undefined): void {
      transaction.set(dayRef, {
        key,
        window: "day",
        windowStart: Timestamp.fromDate(day.start),
        count: dayCount(spent) + 1,
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
  replyId?: string,
): Promise<Report[]> {
  const counted = await transaction.get(
    collections(db).reports.where("postId", "==", postId).where(COUNTED_FIELD, "==", true),
  );
  // A post's reports and its replies' share `postId`: each action overturns its own target's only.
  return counted.docs.filter((report) => report.data().overturnedAt === undefined && report.data().replyId === replyId);
}

/**
 * A moderator kept or restored the post: each report that counted toward hiding it is overturned, and its
 * reporter counts for nothing for `OVERTURNED_DAYS` (their reports still reach the queue).
 */
export function overturnReports(transaction: Transaction, db: Firestore, reports: Report[], now = new Date()): void {
  const until = Timestamp.fromMillis(now.getTime() + OVERTURNED_DAYS * DAY_MS);
  const standing = collections(db).reporterStanding;
  for (const report of reports) {
    transaction.update(report.ref, { overturnedAt: FieldValue.serverTimestamp() });
    const { uid } = report.data();
    if (uid === undefined) continue;
    // `expireAt`: the TTL policy deletes the mark once it no longer matters.
    transaction.set(standing.doc(uid), { overturnedUntil: until, expireAt: until });
  }
}
