import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  HOME_DOCUMENT,
  limitsBroken,
  listedPostFor,
  NEWEST_POSTS_FIELD,
  PAGE_SIZE,
  POST_COUNT_FIELD,
  REMOVED_TITLE,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
  searchIndexEntryFor,
  SUGGESTIONS_COLLECTION,
  UNLISTED_FIELD,
} from "@village/shared";
import { logTitleFor, titledLines, writeLog, type LogLine } from "./moderation-log.js";
import { queueOrder } from "./queue-order.js";
import { HIDDEN_LOGGED_FIELD, isHidden, postRefs } from "./post-state.js";
import { countPost } from "./post-count.js";

/** A post whose public documents Firestore would refuse: it is left out of public views instead. */
class UnlistablePost extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnlistablePost";
  }
}

/** What a sync works with: tests swap a part to inject a failure (see functions/test/home-builder.test.ts). */
export interface SyncDependencies {
  db: Firestore;
  /** Runs one attempt's transaction. */
  transact: <T>(db: Firestore, work: (transaction: Transaction) => Promise<T>) => Promise<T>;
  /** Firestore's limits for a document (the emulator enforces none): what `data` would break at `path`. */
  limitsBroken: (path: string, data: object) => string[];
}

const defaults = (): SyncDependencies => ({
  db: getFirestore(),
  transact: (db, work) => db.runTransaction(work),
  limitsBroken,
});

// gRPC 3 INVALID_ARGUMENT: Firestore refused what was written (a limit our own measure missed), which no
// retry cures. Every other failure may pass.
const refusedByFirestore = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === 3;

/**
 * Brings what is derived from one post (its public `posts` document, its search-index entry and its share of
 * the post count) in line with the post as it is now, whoever wrote it: a function, an admin in the console,
 * an import. It reads the post itself rather than trusting the event, so a trigger delivered late, twice or
 * out of order still leaves the right result; `before` (the post before the change, null when it is new)
 * only tells a deletion in the console from a post that never was. The transaction touches only this post's
 * documents and one count shard (written blind): posts never wait for each other. The home document is built
 * elsewhere (`buildHome`), from what this leaves.
 *
 * Only a post whose public documents Firestore would refuse (a limit) is left out: it is logged, marked on the
 * post (`unlisted`, with the reason) and kept out of every public view. Any other failure is thrown, for the
 * trigger to retry: a passing fault must never hide a post. Resolves to the reason when the post was left
 * out, else null.
 */
export async function syncPost(
  postId: string,
  before: DocumentData | null,
  dependencies: Partial<SyncDependencies> = {},
): Promise<string | null> {
  const deps = { ...defaults(), ...dependencies };
  try {
    await syncOnce(deps, postId, before, null);
    return null;
  } catch (error) {
    if (!(error instanceof UnlistablePost) && !refusedByFirestore(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const reason = error instanceof UnlistablePost ? message : `Firestore refused its public documents (${message})`;
    logger.error(`Post ${postId} is left out of public views: ${reason}.`, error);
    await syncOnce(deps, postId, before, reason);
    return reason;
  }
}

/** One sync in one transaction; with `unlistReason`, as if the post were gone, and marked with the reason. */
async function syncOnce(
  deps: SyncDependencies,
  postId: string,
  before: DocumentData | null,
  unlistReason: string | null,
): Promise<void> {
  const { db } = deps;
  const postRef = db.collection(SUGGESTIONS_COLLECTION).doc(postId);
  const publicRef = db.collection(POSTS_COLLECTION).doc(postId);
  // The entry's id is the post's (random), never one that grows with time: writes spread over the index.
  const indexRef = db.collection(SEARCH_INDEX_COLLECTION).doc(postId);
  const assertWithinLimits = (path: string, data: object) => {
    const broken = deps.limitsBroken(path, data);
    if (broken.length > 0) throw new UnlistablePost(`${path} would have ${broken.join(", ")}`);
  };

  await deps.transact(db, async (transaction) => {
    // Transactions read everything before they write.
    const postSnapshot = await transaction.get(postRef);
    const post = postSnapshot.exists ? (postSnapshot.data() ?? {}) : null;
    // A post added by hand without a time would never show in the newest-first list: it gets one.
    const missingTime = post !== null && !(post.createdAt instanceof Timestamp);
    const createdAt = post === null ? null : post.createdAt instanceof Timestamp ? post.createdAt : Timestamp.now();
    const [published, indexed] = await Promise.all([transaction.get(publicRef), transaction.get(indexRef)]);
    // Hidden posts (by reports, a moderator, or an administrator in the console) leave every public view.
    const listed =
      post && createdAt && unlistReason === null && !isHidden(post) ? listedPostFor(postId, post, createdAt) : null;
    const consoleChange = await consoleModeration(transaction, db, postId, post, before, published.exists);
    // Out of public view, whoever took it out (moderator, author, account deletion, console, a limit): no log
    // line shows its title any more, save a moderator's "show the title" for spam.
    const titled = listed ? null : await titledLines(transaction, db, postId);
    // The count is the number of public documents: it moves when this post's appears or disappears.
    const change = (listed ? 1 : 0) - (published.exists ? 1 : 0);

    const entry = listed ? searchIndexEntryFor(listed) : null;
    if (listed) {
      assertWithinLimits(publicRef.path, listed);
      if (entry) assertWithinLimits(indexRef.path, entry);
      // The home document holds a page of posts: this one must leave room for a page of posts as large as
      // itself, whatever its neighbours are, so that whether it is listed never depends on them.
      assertWithinLimits(HOME_DOCUMENT, {
        [POST_COUNT_FIELD]: 0,
        [NEWEST_POSTS_FIELD]: Array.from({ length: PAGE_SIZE }, () => listed),
      });
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
    if (consoleChange?.line) {
      // A title is shown only while the post is public (an administrator may show an unlistable post again).
      const shown = listed ? consoleChange.line : { ...consoleChange.line, title: REMOVED_TITLE };
      writeLog(transaction, db, { ...shown, postId });
    }
    titled?.redact();
    if (consoleChange?.queue) transaction.set(postRefs(db, postId).queue, consoleChange.queue, { merge: true });
    if (consoleChange?.deleted) {
      const refs = postRefs(db, postId);
      transaction.set(refs.tombstone, { by: "administrator", deletedAt: FieldValue.serverTimestamp() });
      transaction.delete(refs.queue);
    }
    if (listed) transaction.set(publicRef, listed);
    else if (published.exists) transaction.delete(publicRef);
    if (entry) transaction.set(indexRef, entry);
    else if (indexed.exists) transaction.delete(indexRef);
    countPost(transaction, db, postId, change);
  });
}

/**
 * What an administrator did in the console: a post hidden or shown again without a callable (which would
 * have marked the change logged), or deleted without one (which would have left a tombstone). A deletion
 * leaves a tombstone, and is logged when the post was public until then (a hidden post's hiding was logged
 * already). Null when there is nothing to do. Reads only in those cases, before the transaction writes.
 */
async function consoleModeration(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  post: DocumentData | null,
  before: DocumentData | null,
  wasPublic: boolean,
): Promise<{ line: LogLine | null; deleted: boolean; queue?: DocumentData } | null> {
  const refs = postRefs(db, postId);
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
    // An administrator's hide is an action a moderator can undo from the queue: it gets a reviewed entry
    // (as "hide this author's posts" gives its posts), and a restore marks an existing entry reviewed.
    const inQueue = hidden || queue !== undefined;
    return { line, deleted: false, ...(inQueue && { queue: queueOrder(queue, hidden, true) }) };
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
