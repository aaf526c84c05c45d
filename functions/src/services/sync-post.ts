import { FieldValue, getFirestore, Timestamp, type DocumentData, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  HOME_DOCUMENT,
  limitsBroken,
  listedPostFor,
  NEWEST_POSTS_FIELD,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
  searchIndexIdFor,
  searchIndexEntryFor,
  SUGGESTIONS_COLLECTION,
  UNLISTED_FIELD,
} from "@village/shared";
import { isContention } from "../lib/firestore-errors.js";
import { logRef, logTitleFor, writeLog, type LogLine } from "./moderation-log.js";
import { HIDDEN_LOGGED_FIELD, isHidden, postRefs } from "./post-state.js";
import { nextNewestPage, pageEntriesOf, readNewestPage, samePage } from "./newest-page.js";

const indexIdOf = (postId: string, post: DocumentData | null) =>
  post?.createdAt instanceof Timestamp ? searchIndexIdFor(post.createdAt.toMillis(), postId) : null;

/** A post whose public documents Firestore would refuse: it is left out of public views instead. */
class UnlistablePost extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnlistablePost";
  }
}

/**
 * Brings what is derived from one post (its public `posts` document, its search-index entry, the post count
 * and the home document's newest page) in line with the post as it is now, whoever wrote it: a function, an
 * admin in the console, an import. It reads the post itself rather than trusting the event, so a trigger
 * delivered late, twice or out of order still leaves the right result; `before` (the post before the
 * change, null when it is new) only says where an older index entry may be.
 *
 * A post whose public documents cannot be written (they would break a Firestore limit, or the write fails
 * for any reason other than contention) must not hold up the rest: it is logged, marked on the post
 * (`unlisted`, with the reason) and left out of every public view. Contention is thrown, for the trigger to
 * retry. Resolves to the reason when the post was left out, else null.
 */
export async function syncPost(postId: string, before: DocumentData | null): Promise<string | null> {
  try {
    await syncOnce(postId, before, null);
    return null;
  } catch (error) {
    if (isContention(error)) throw error;
    const reason = error instanceof UnlistablePost ? error.message : "its public documents could not be written";
    logger.error(`Post ${postId} is left out of public views: ${reason}.`, error);
    await syncOnce(postId, before, reason);
    return reason;
  }
}

/** One sync in one transaction; with `unlistReason`, as if the post were gone, and marked with the reason. */
async function syncOnce(postId: string, before: DocumentData | null, unlistReason: string | null): Promise<void> {
  const db = getFirestore();
  const postRef = db.collection(SUGGESTIONS_COLLECTION).doc(postId);
  const publicRef = db.collection(POSTS_COLLECTION).doc(postId);
  const index = db.collection(SEARCH_INDEX_COLLECTION);
  const homeRef = db.doc(HOME_DOCUMENT);
  const oldId = indexIdOf(postId, before);

  await db.runTransaction(
    async (transaction) => {
      // Transactions read everything before they write.
      const postSnapshot = await transaction.get(postRef);
      const post = postSnapshot.exists ? (postSnapshot.data() ?? {}) : null;
      // A post added by hand without a time would never show in the newest-first list: it gets one.
      const missingTime = post !== null && !(post.createdAt instanceof Timestamp);
      const createdAt = post === null ? null : post.createdAt instanceof Timestamp ? post.createdAt : Timestamp.now();
      const newId = createdAt ? searchIndexIdFor(createdAt.toMillis(), postId) : null;
      const [published, oldEntry, newEntry, home] = await Promise.all([
        transaction.get(publicRef),
        oldId && oldId !== newId ? transaction.get(index.doc(oldId)) : null,
        newId ? transaction.get(index.doc(newId)) : null,
        transaction.get(homeRef),
      ]);
      // Hidden posts (by reports, a moderator, or an administrator in the console) leave every public view.
      const listed =
        post && createdAt && unlistReason === null && !isHidden(post) ? listedPostFor(postId, post, createdAt) : null;
      const consoleChange = await consoleModeration(transaction, postId, post, before, published.exists);
      // The count is the number of public documents: it moves when this post's appears or disappears.
      const change = (listed ? 1 : 0) - (published.exists ? 1 : 0);

      // The newest page, worked out from the one on the home document. It is read afresh when a post left
      // a full page, and when there is no home document yet (a new database, or posts from before it
      // existed: their list is right at once, their count once `npm run backfill` has listed them).
      const page = pageEntriesOf(home.get(NEWEST_POSTS_FIELD));
      const postsBefore = home.exists
        ? Number(home.get(POST_COUNT_FIELD) ?? 0)
        : (await transaction.get(db.collection(POSTS_COLLECTION).count())).data().count;
      const newest =
        (home.exists ? nextNewestPage(page, postsBefore, postId, listed) : null) ??
        (await readNewestPage(transaction, { postId, entry: listed }));
      const pageChanged = !samePage(newest, page);

      const entry = listed && newId ? searchIndexEntryFor(listed) : null;
      if (listed) {
        assertWithinLimits(publicRef.path, listed);
        if (newId && entry) assertWithinLimits(index.doc(newId).path, entry);
        if (pageChanged) assertWithinLimits(homeRef.path, { [POST_COUNT_FIELD]: 0, [NEWEST_POSTS_FIELD]: newest });
      }

      const markChanged = post !== null && post[UNLISTED_FIELD] !== (unlistReason ?? undefined);
      const hiddenLogChanged = post !== null && consoleChange !== null;
      if (post && (missingTime || markChanged || hiddenLogChanged)) {
        transaction.update(postRef, {
          ...(missingTime && { createdAt }),
          ...(markChanged && { [UNLISTED_FIELD]: unlistReason ?? FieldValue.delete() }),
          ...(hiddenLogChanged && { [HIDDEN_LOGGED_FIELD]: isHidden(post) ? true : FieldValue.delete() }),
        });
      }
      if (consoleChange?.line) writeLog(transaction, logRef(db), consoleChange.line);
      if (consoleChange?.deleted) {
        const refs = postRefs(db, postId);
        transaction.set(refs.tombstone, { by: "administrator", deletedAt: FieldValue.serverTimestamp() });
        transaction.delete(refs.queue);
      }
      if (listed) transaction.set(publicRef, listed);
      else if (published.exists) transaction.delete(publicRef);
      if (oldEntry?.exists) transaction.delete(oldEntry.ref);
      if (entry && newId) transaction.set(index.doc(newId), entry);
      else if (newEntry?.exists) transaction.delete(newEntry.ref);

      if (!home.exists) {
        transaction.set(homeRef, { [POST_COUNT_FIELD]: postsBefore + change, [NEWEST_POSTS_FIELD]: newest });
      } else if (change !== 0 || pageChanged) {
        transaction.set(
          homeRef,
          {
            ...(change !== 0 && { [POST_COUNT_FIELD]: FieldValue.increment(change) }),
            ...(pageChanged && { [NEWEST_POSTS_FIELD]: newest }),
          },
          { merge: true },
        );
      }
    },
    { maxAttempts: 25 },
  ); // a burst of posts contends for the one home document
}

/**
 * What an administrator did in the console: a post hidden or shown again without a callable (which would
 * have marked the change logged), or deleted without one (which would have left a tombstone). A deletion
 * leaves a tombstone, and is logged when the post was public until then (a hidden post's hiding was logged
 * already). Null when there is nothing to do. Reads only in those cases, before the transaction writes.
 */
async function consoleModeration(
  transaction: Transaction,
  postId: string,
  post: DocumentData | null,
  before: DocumentData | null,
  wasPublic: boolean,
): Promise<{ line: LogLine | null; deleted: boolean } | null> {
  const refs = postRefs(getFirestore(), postId);
  if (post !== null) {
    const hidden = isHidden(post);
    if (hidden === (post[HIDDEN_LOGGED_FIELD] === true)) return null;
    const queue = (await transaction.get(refs.queue)).data();
    const stated: unknown = post.hiddenReason;
    const line: LogLine = {
      action: hidden ? "hidden" : "restored",
      by: "administrator",
      reason: hidden && typeof stated === "string" && stated !== "" ? stated : "Changed in the Firebase console.",
      title: logTitleFor(post, queue),
    };
    return { line, deleted: false };
  }
  if (before === null) return null;
  const [tombstone, queue] = await Promise.all([transaction.get(refs.tombstone), transaction.get(refs.queue)]);
  if (tombstone.exists) return null;
  const line: LogLine = {
    action: "deleted",
    by: "administrator",
    reason: "Deleted in the Firebase console.",
    title: logTitleFor(before, queue.data()),
  };
  return { line: wasPublic ? line : null, deleted: true };
}

/** Throws `UnlistablePost` when Firestore would refuse `data` at `path` (the emulator would not). */
function assertWithinLimits(path: string, data: object): void {
  const broken = limitsBroken(path, data);
  if (broken.length > 0) throw new UnlistablePost(`${path} would have ${broken.join(", ")}`);
}
