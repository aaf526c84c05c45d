import { createHash, randomInt } from "node:crypto";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { decide, refusalMessage, type Allowance } from "./rate-limit.js";

export const RATE_LIMITS_COLLECTION = "rateLimits";

// A random number in [0, 1) with 47 bits of entropy, from the OS's cryptographic source.
const randomFraction = () => randomInt(2 ** 47) / 2 ** 47;

/** How one submission is told apart from others, and whose allowance it spends. */
export interface Submission {
  /** The client's id for this submission, reused when it retries. */
  requestId: string;
  /** Whose request ids these are: the caller's uid, or "anonymous" for signed-out callers. */
  scope: string;
  /** The rate-limit counter to spend, e.g. "suggestion-uid-abc"; and its allowance. */
  limiter: { id: string; allowance: Allowance };
}

/**
 * The post's document id: derived from the scope and the request id, so the same submission always lands
 * on the same document, while no one can aim at another caller's ids.
 */
export function postIdFor(scope: string, requestId: string): string {
  return createHash("sha256").update(`${scope}:${requestId}`).digest("base64url").slice(0, 24);
}

/**
 * Stores a post exactly once per submission, within the caller's allowance, in one transaction: a repeat
 * of a stored submission returns the same id without spending allowance; concurrent submissions can never
 * exceed it. `fields` are the post's own fields; undefined ones are left out.
 */
export async function storePost(fields: Record<string, unknown>, submission: Submission): Promise<string> {
  const db = getFirestore();
  const id = postIdFor(submission.scope, submission.requestId);
  const postRef = db.collection(SUGGESTIONS_COLLECTION).doc(id);
  const limiterRef = db.collection(RATE_LIMITS_COLLECTION).doc(submission.limiter.id);
  const { allowance } = submission.limiter;

  await db.runTransaction(
    async (transaction) => {
      const [existing, limiter] = await Promise.all([transaction.get(postRef), transaction.get(limiterRef)]);
      if (existing.exists) return;
      const now = new Date();
      const decision = decide(counterFrom(limiter.data()), allowance, now);
      if (!decision.allowed) throw new HttpsError("resource-exhausted", refusalMessage(decision, allowance));
      transaction.set(limiterRef, {
        ...decision.next,
        // Lets a TTL policy on `expireAt` remove idle counters (see README).
        expireAt: Timestamp.fromMillis(decision.next.dayStart.getTime() + 2 * 24 * 3600 * 1000),
      });
      const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      transaction.create(postRef, { ...defined, createdAt: FieldValue.serverTimestamp(), rand: randomFraction() });
    },
    // Many calls from one caller at once contend for one counter; each retry re-reads it.
    { maxAttempts: 25 },
  );
  return id;
}

function counterFrom(data: FirebaseFirestore.DocumentData | undefined) {
  if (!data) return null;
  const { minuteStart, dayStart, minuteCount, dayCount } = data;
  if (!(minuteStart instanceof Timestamp) || !(dayStart instanceof Timestamp)) return null;
  return {
    minuteStart: minuteStart.toDate(),
    dayStart: dayStart.toDate(),
    minuteCount: typeof minuteCount === "number" ? minuteCount : 0,
    dayCount: typeof dayCount === "number" ? dayCount : 0,
  };
}
