// The posts an account keeps when it is deleted: they leave public view with the account at once, and each
// comes back, without an author, at its own random time within a day, in its own commit. So no commit time
// ties them to each other (one `updateTime` for all, as one batch rewrite gave them), and their public
// documents look like a true anonymous post's (no `author` field): docs/decisions/0087.
import { getFunctions } from "firebase-admin/functions";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HELD_UNTIL_FIELD } from "@village/shared";
import { allReplies, collections, threadCollections } from "../../lib/collections.js";
import { GLOBAL_OPTIONS } from "../../lib/runtime-options.js";

/** The task-queue function that brings a kept post back (triggers/release-kept-post.ts exports it). */
export const KEPT_POST_RELEASER = "releaseKeptPost";

/** What a release task carries. */
export interface KeptPostTask {
  postId: string;
  /** A kept reply in the post's thread (account-replies.ts), rather than the post itself. */
  replyId?: string;
}

/**
 * The window in which each kept post comes back: a day, so that their returns are spread among a day's
 * other changes rather than bunched together; the name is gone from public view at once either way.
 */
export const KEPT_POST_WINDOW_MS = 24 * 3_600_000;

/** A post held past its time by this much is released by the daily sweep (its task was lost). */
const OVERDUE_MS = 3_600_000;

/** When a kept post comes back: a random instant in the window after `now`, drawn for each post. */
export function heldUntilFor(now: number, random: () => number = Math.random): Timestamp {
  return Timestamp.fromMillis(now + 1_000 + Math.floor(random() * (KEPT_POST_WINDOW_MS - 1_000)));
}

/**
 * Asks for each held post's release at its own time, one task per post. A failure is logged, not thrown:
 * the account is already gone, and the daily sweep (`releaseOverduePosts`) releases any post whose task
 * never came.
 */
export async function requestReleases(held: { postId: string; replyId?: string; until: Timestamp }[]): Promise<void> {
  const queue = getFunctions().taskQueue<KeptPostTask>(
    `locations/${GLOBAL_OPTIONS.region}/functions/${KEPT_POST_RELEASER}`,
  );
  const results = await Promise.allSettled(
    held.map(({ postId, replyId, until }) =>
      queue.enqueue(
        { postId, ...(replyId !== undefined && { replyId }) },
        { scheduleTime: until.toDate(), dispatchDeadlineSeconds: 60 },
      ),
    ),
  );
  const failed = results.filter((result) => result.status === "rejected").length;
  if (failed > 0) logger.error(`${failed} kept posts' releases were not enqueued; the daily sweep releases them.`);
}

/**
 * Brings a held post back into public view, in a commit of its own (the trigger then publishes it): its
 * mark goes. Nothing for a post that is gone or no longer held.
 */
export async function releaseKeptPost(postId: string, db: Firestore = getFirestore()): Promise<boolean> {
  const ref = collections(db).suggestions.doc(postId);
  return db.runTransaction(async (transaction) => {
    const post = (await transaction.get(ref)).data();
    if (post?.[HELD_UNTIL_FIELD] === undefined) return false;
    transaction.update(ref, { [HELD_UNTIL_FIELD]: FieldValue.delete() });
    return true;
  });
}

/**
 * Brings a deleted account's kept reply back into view, in a commit of its own (the reply trigger then lists
 * it): its mark goes. Nothing for a reply that is gone or no longer held.
 */
export async function releaseKeptReply(postId: string, replyId: string, db: Firestore = getFirestore()) {
  const ref = threadCollections(db, postId).replies.doc(replyId);
  return db.runTransaction(async (transaction) => {
    const reply = (await transaction.get(ref)).data();
    if (reply?.[HELD_UNTIL_FIELD] === undefined) return false;
    transaction.update(ref, { [HELD_UNTIL_FIELD]: FieldValue.delete() });
    return true;
  });
}

/** Releases, one by one, every post held past its time by more than an hour; resolves to how many. */
export async function releaseOverduePosts(now = Date.now(), db: Firestore = getFirestore()): Promise<number> {
  const overdue = await collections(db)
    .suggestions.where(HELD_UNTIL_FIELD, "<", Timestamp.fromMillis(now - OVERDUE_MS))
    .select()
    .limit(500)
    .get();
  let released = 0;
  for (const post of overdue.docs) if (await releaseKeptPost(post.id, db)) released++;
  // Kept replies too, whose task was lost (a collection-group query over every thread's replies).
  const overdueReplies = await allReplies(db)
    .where(HELD_UNTIL_FIELD, "<", Timestamp.fromMillis(now - OVERDUE_MS))
    .select()
    .limit(500)
    .get();
  for (const reply of overdueReplies.docs) {
    const postId = reply.ref.parent.parent?.id;
    if (postId !== undefined && (await releaseKeptReply(postId, reply.id, db))) released++;
  }
  return released;
}
