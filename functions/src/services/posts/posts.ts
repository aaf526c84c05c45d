import { randomInt } from "node:crypto";
import {
  FieldValue,
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { POST_WAS_DELETED_MESSAGE } from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import { collections, readAll } from "../../lib/collections.js";
import { postIdKey } from "../../lib/limits-config.js";
import { taggedPostId } from "../../lib/post-ids.js";
import {
  dayCounters,
  giveBack,
  minuteSlots,
  takeMinuteSlot,
  type Limiter,
  type RateLimitRef,
} from "../limits/allowances.js";
import { tooQuicklyMessage } from "../limits/rate-limit.js";

export { RATE_LIMITS_COLLECTION, type Limiter } from "../limits/allowances.js";

// A random number in [0, 1) with 47 bits of entropy, from the OS's cryptographic source.
const randomFraction = () => randomInt(2 ** 47) / 2 ** 47;

/** The answer to a request id that comes again with other content than the post stored for it. */
export const REUSED_REQUEST_ID_MESSAGE =
  "This form was already sent with different text. Please reload the page and try again.";

/** How one submission is told apart from others, and whose allowances it spends. */
export interface Submission {
  /** The client's id for this submission, reused when it retries. */
  requestId: string;
  /**
   * Whose request ids these are: the caller's uid when signed in, else its rate-limit key (its network
   * address's, or where none is known its browser's), so that signed-out callers never share ids.
   */
  scope: string;
  /** The allowances to spend, each of which must have room: e.g. the account's and its address's. */
  limiters: Limiter[];
  /** More writes in the transaction that creates the post (a held post's queue entry, decision 0131). */
  alsoWrite?: (transaction: Transaction, db: Firestore, postId: string) => void;
}

/**
 * The post's document id: derived from the scope and the request id, so the same submission always lands
 * on the same document, while no one can aim at another caller's ids; tagged under `key`, so that endpoints
 * tell it from a made-up id without a read (decision 0061).
 */
export function postIdFor(scope: string, requestId: string, key: string): string {
  return taggedPostId(`${scope}:${requestId}`, key);
}

// How long a call that found no slot waits for a double of its own submission holding one to finish.
const TWIN_WAIT_MS = 15_000;
const TWIN_POLL_MS = 100;

/**
 * When every slot is taken and one of them is held by a double of this very submission (a double click, a
 * retry sent while the first is still running), waits for that double: its stored post, or null once the
 * double gave its slot back (refused) or took too long. Without this the call would be refused while the
 * same post is stored.
 */
async function postStoredByDouble(
  db: Firestore,
  limiter: Limiter,
  now: Date,
  postRef: DocumentReference<SuggestionDocument, SuggestionDocument>,
): Promise<DocumentSnapshot<SuggestionDocument, SuggestionDocument> | null> {
  const slots = minuteSlots(db, limiter, now).map(({ ref }) => ref);
  const deadline = Date.now() + TWIN_WAIT_MS;
  for (;;) {
    // Two batch reads at once: the same documents read as one batch did, each kind with its own type.
    const [[post], held] = await Promise.all([readAll(db, [postRef]), readAll(db, slots)]);
    if (post?.exists) return post;
    const heldFor = (slot: (typeof held)[number]) => {
      const data = slot.data();
      return data?.window === "minute" ? data.postId : undefined;
    };
    if (!held.some((slot) => heldFor(slot) === postRef.id) || Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
  }
}

// The author's name is read from the account at each call, so a retry may carry a newer one; a signed-out
// retry may come from another browser at the same address (the post keeps the first browser as its
// author); whether safe mode holds it, and the time its new author is counted at, follow from when it is
// sent (the first one stored stands); every other field is the caller's content or follows from the scope.
const FIELDS_A_REPEAT_MAY_CHANGE = new Set(["author", "authorBrowser", "heldForReview", "newAuthorAt"]);

/** Deleted is deleted: an id with a tombstone is never written again, whatever a retry carries. */
const wasDeleted = () => new HttpsError("failed-precondition", POST_WAS_DELETED_MESSAGE);

/** A repeat of a stored submission must carry the same content; otherwise it is refused. */
function expectSameSubmission(stored: SuggestionDocument | undefined, fields: SuggestionDocument): void {
  const before: Record<string, unknown> = stored ?? {};
  const differs = Object.entries(fields).some(
    ([name, value]) => !FIELDS_A_REPEAT_MAY_CHANGE.has(name) && before[name] !== value,
  );
  if (differs) throw new HttpsError("already-exists", REUSED_REQUEST_ID_MESSAGE);
}

/**
 * Stores a post exactly once per submission, within each of the caller's allowances: a repeat of a stored
 * submission returns the same id without spending allowance (and is refused if its content differs);
 * simultaneous submissions never exceed any allowance. `fields` are the post's own fields; undefined ones
 * are left out. Minute slots taken by a call that stores nothing are given back.
 */
export async function storePost(fields: SuggestionDocument, submission: Submission): Promise<string> {
  const db = getFirestore();
  const { suggestions, deletedPosts } = collections(db);
  const id = postIdFor(submission.scope, submission.requestId, postIdKey());
  const postRef = suggestions.doc(id);
  const { limiters } = submission;

  const tombstoneRef = deletedPosts.doc(id);
  const [[stored], [tombstone]] = await Promise.all([readAll(db, [postRef]), readAll(db, [tombstoneRef])]);
  if (stored?.exists) {
    expectSameSubmission(stored.data(), fields);
    return id;
  }
  if (tombstone?.exists) throw wasDeleted();

  const now = new Date();
  const slots: RateLimitRef[] = [];
  let created = false;
  try {
    for (const limiter of limiters) {
      const slot = await takeMinuteSlot(db, limiter, now, id);
      if (!slot) {
        const stored = await postStoredByDouble(db, limiter, now, postRef);
        if (stored) {
          expectSameSubmission(stored.data(), fields);
          return id;
        }
        throw new HttpsError("resource-exhausted", tooQuicklyMessage(now, limiter.owner, limiter.allowance.windowMs));
      }
      slots.push(slot);
    }
    const days = dayCounters(db, limiters, now);
    created = await db.runTransaction(async (transaction) => {
      const [existing, deleted, counters] = await Promise.all([
        transaction.get(postRef),
        transaction.get(tombstoneRef),
        transaction.getAll(...days.refs),
      ]);
      if (existing.exists) {
        expectSameSubmission(existing.data(), fields);
        return false;
      }
      if (deleted.exists) throw wasDeleted();
      days.spend(transaction, counters);
      // Firestore refuses an undefined value: a field the call left empty is not stored.
      const defined: SuggestionDocument = Object.fromEntries(
        Object.entries<unknown>(fields).filter(([, value]) => value !== undefined),
      );
      transaction.create(postRef, { ...defined, createdAt: FieldValue.serverTimestamp(), rand: randomFraction() });
      submission.alsoWrite?.(transaction, db, id);
      return true;
    });
  } finally {
    // A slot held by a call that stored nothing (refused, or beaten to it by its own double) goes back.
    if (!created) await giveBack(slots);
  }
  return id;
}
