import { createHash, randomInt } from "node:crypto";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { dailyLimitMessage, DAY_MS, MINUTE_MS, tooQuicklyMessage, windowOf, type Allowance } from "./rate-limit.js";

export const RATE_LIMITS_COLLECTION = "rateLimits";

// A random number in [0, 1) with 47 bits of entropy, from the OS's cryptographic source.
const randomFraction = () => randomInt(2 ** 47) / 2 ** 47;

// gRPC's code for "already exists", as the Admin SDK reports a failed create().
const ALREADY_EXISTS = 6;

/** How one submission is told apart from others, and whose allowance it spends. */
export interface Submission {
  /** The client's id for this submission, reused when it retries. */
  requestId: string;
  /** Whose request ids these are: the caller's uid, or "anonymous" for signed-out callers. */
  scope: string;
  /** The rate-limit key to spend, e.g. "suggestion-uid-abc"; and its allowance. */
  limiter: { key: string; allowance: Allowance };
}

/**
 * The post's document id: derived from the scope and the request id, so the same submission always lands
 * on the same document, while no one can aim at another caller's ids.
 */
export function postIdFor(scope: string, requestId: string): string {
  return createHash("sha256").update(`${scope}:${requestId}`).digest("base64url").slice(0, 24);
}

// Counters expire a day after their window closes (with a TTL policy on `expireAt`; see README).
const expiry = (windowEnd: Date) => Timestamp.fromMillis(windowEnd.getTime() + DAY_MS);

/** Takes one of this minute's numbered slots for `key`; false when all are taken. */
async function takeMinuteSlot(db: Firestore, key: string, allowance: Allowance, now: Date): Promise<boolean> {
  const minute = windowOf(now, MINUTE_MS);
  for (let slot = 0; slot < allowance.perMinute; slot++) {
    try {
      await db
        .collection(RATE_LIMITS_COLLECTION)
        .doc(`${key}_minute-${minute.index}_${slot}`)
        .create({ key, window: "minute", windowStart: minute.start, slot, expireAt: expiry(minute.end) });
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    }
  }
  return false;
}

/**
 * Stores a post exactly once per submission, within the caller's allowance: a repeat of a stored
 * submission returns the same id without spending allowance; simultaneous submissions never exceed it.
 * `fields` are the post's own fields; undefined ones are left out.
 */
export async function storePost(fields: Record<string, unknown>, submission: Submission): Promise<string> {
  const db = getFirestore();
  const id = postIdFor(submission.scope, submission.requestId);
  const postRef = db.collection(SUGGESTIONS_COLLECTION).doc(id);
  const { key, allowance } = submission.limiter;

  if ((await postRef.get()).exists) return id;
  const now = new Date();
  if (!(await takeMinuteSlot(db, key, allowance, now))) {
    throw new HttpsError("resource-exhausted", tooQuicklyMessage(now));
  }

  const day = windowOf(now, DAY_MS);
  const dayRef = db.collection(RATE_LIMITS_COLLECTION).doc(`${key}_day-${day.index}`);
  await db.runTransaction(async (transaction) => {
    const [existing, dayCounter] = await Promise.all([transaction.get(postRef), transaction.get(dayRef)]);
    if (existing.exists) return;
    const count = Number(dayCounter.get("count") ?? 0);
    if (count >= allowance.perDay) throw new HttpsError("resource-exhausted", dailyLimitMessage(now, allowance));
    transaction.set(dayRef, {
      key,
      window: "day",
      windowStart: day.start,
      count: count + 1,
      expireAt: expiry(day.end),
    });
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    transaction.create(postRef, { ...defined, createdAt: FieldValue.serverTimestamp(), rand: randomFraction() });
  });
  return id;
}
