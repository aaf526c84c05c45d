// Spending allowances (see rate-limit.ts): a minute slot per limiter taken before the transaction, and the
// day counters read and written inside it. Shared by storing a post and by reporting one.
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { RATE_LIMITS_COLLECTION, type RateLimitDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";
import {
  dailyLimitMessage,
  DAY_MS,
  MINUTE_MS,
  tooQuicklyMessage,
  windowOf,
  type Allowance,
  type AllowanceOwner,
  type Spending,
} from "./rate-limit.js";

export { RATE_LIMITS_COLLECTION };

/** A rate-limit counter's document: a minute slot or a day's counter. */
export type RateLimitRef = DocumentReference<RateLimitDocument, RateLimitDocument>;

/** How many a day counter (read in a transaction) has counted: none when it is absent. */
export const dayCount = (snapshot: DocumentSnapshot<RateLimitDocument, RateLimitDocument> | undefined): number => {
  const counter = snapshot?.data();
  return counter?.window === "day" ? counter.count : 0;
};

// gRPC's code for "already exists", as the Admin SDK reports a failed create().
const ALREADY_EXISTS = 6;

/** One allowance a call spends: its rate-limit key, e.g. "suggestion-uid-abc", and its size. */
export interface Limiter {
  key: string;
  allowance: Allowance;
  /** Whose allowance it is, for the refusal's wording; "caller" unless it is shared by a network address. */
  owner?: AllowanceOwner;
}

// Counters expire a day after their window closes (the TTL policy on `expireAt` in firestore.indexes.json).
const expiry = (windowEnd: Date) => Timestamp.fromMillis(windowEnd.getTime() + DAY_MS);

/** The documents of this window's numbered minute slots for the limiter's key. */
export function minuteSlots(db: Firestore, { key, allowance }: Limiter, now: Date) {
  const minute = windowOf(now, allowance.windowMs ?? MINUTE_MS);
  return Array.from({ length: allowance.perMinute }, (_, slot) => ({
    slot,
    minute,
    ref: collections(db).rateLimits.doc(`${key}_minute-${minute.index}_${slot}`),
  }));
}

/**
 * Takes one of this window's numbered minute slots; null when all are taken. `holder` names what holds the
 * slot (a post's id), so that a double of the same submission can wait for it rather than be refused.
 */
export async function takeMinuteSlot(
  db: Firestore,
  limiter: Limiter,
  now: Date,
  holder?: string,
): Promise<RateLimitRef | null> {
  const slots = minuteSlots(db, limiter, now);
  // Tried from a random slot on: a busy allowance (a /48's is many slots) costs a few tries per call, not one
  // more for every call before it in the minute.
  const start = Math.floor(Math.random() * slots.length);
  for (const { slot, minute, ref } of [...slots.slice(start), ...slots.slice(0, start)]) {
    try {
      await ref.create({
        key: limiter.key,
        window: "minute",
        windowStart: Timestamp.fromDate(minute.start),
        slot,
        ...(holder === undefined ? {} : { postId: holder }),
        expireAt: expiry(minute.end),
      });
      return ref;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    }
  }
  return null;
}

/**
 * Takes a minute slot of each limiter, pushing each onto `taken` (for the caller to give back if it stores
 * nothing); refuses with `resource-exhausted` for the first limiter (in order) without one.
 */
export async function takeMinuteSlots(
  db: Firestore,
  limiters: Limiter[],
  now: Date,
  taken: RateLimitRef[],
  spending: Spending = "posts",
): Promise<void> {
  // At once: a call spends up to four allowances (its own, its address's /64, /56 and /48).
  const results = await Promise.allSettled(limiters.map((limiter) => takeMinuteSlot(db, limiter, now)));
  for (const result of results) if (result.status === "fulfilled" && result.value) taken.push(result.value);
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") throw result.reason;
    const limiter = limiters[index];
    if (!result.value && limiter) {
      const message = tooQuicklyMessage(now, limiter.owner, limiter.allowance.windowMs, spending);
      throw new HttpsError("resource-exhausted", message);
    }
  }
}

/** Gives back minute slots held by a call that stored nothing. */
export async function giveBack(slots: RateLimitRef[]): Promise<void> {
  await Promise.allSettled(slots.map((slot) => slot.delete()));
}

/** The day counters of these limiters: their documents, to read in a transaction, and how to count one more. */
export function dayCounters(db: Firestore, limiters: Limiter[], now: Date, spending: Spending = "posts") {
  const day = windowOf(now, DAY_MS);
  const days = limiters.map((limiter) => ({
    limiter,
    ref: collections(db).rateLimits.doc(`${limiter.key}_day-${day.index}`),
  }));
  return {
    refs: days.map(({ ref }) => ref),
    /**
     * Checks every counter (read in this transaction) before writing any, so a refusal writes nothing;
     * then counts one more on each.
     */
    spend(transaction: Transaction, snapshots: DocumentSnapshot<RateLimitDocument, RateLimitDocument>[]): void {
      const counted = days.map(({ limiter, ref }, index) => {
        const count = dayCount(snapshots[index]);
        if (count >= limiter.allowance.perDay) {
          throw new HttpsError(
            "resource-exhausted",
            dailyLimitMessage(now, limiter.allowance, limiter.owner, spending),
          );
        }
        return { key: limiter.key, ref, count: count + 1 };
      });
      for (const { key, ref, count } of counted) {
        transaction.set(ref, {
          key,
          window: "day",
          windowStart: Timestamp.fromDate(day.start),
          count,
          expireAt: expiry(day.end),
        });
      }
    },
  };
}
