import {
  FieldValue,
  getFirestore,
  Timestamp,
  type Firestore,
  type Transaction,
  type UpdateData,
} from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  HELD_UNTIL_FIELD,
  HOME_DOCUMENT,
  limitsBroken,
  listedPostFor,
  NEWEST_POSTS_FIELD,
  PAGE_SIZE,
  POST_COUNT_FIELD,
  searchIndexEntryFor,
  UNLISTED_FIELD,
  UNTAGGED_POST_IDS_FIELD,
  UNTAGGED_POSTS_MAX,
  type ListedPost,
} from "@village/shared";
import type {
  PublicPostDocument,
  SearchEntryDocument,
  StoredTime,
  SuggestionDocument,
  UntaggedPostsDocument,
} from "@village/shared/documents";
import { collections, getEach, threadCollections, untaggedPostsRef } from "../../lib/collections.js";
import { hasTaggedShape, POST_ID } from "../../lib/post-ids.js";
import { hasGrpcCode, isClosedTransaction } from "../../lib/firestore-errors.js";
import { readConsoleChange, writeConsoleChange, type ConsoleChange } from "../moderation/console-moderation.js";
import { titledLines } from "../moderation/moderation-log.js";
import { HIDDEN_LOGGED_FIELD, isHidden } from "../posts/post-state.js";
import { countPost } from "./post-count.js";
import { sameEntry } from "./newest-page.js";

/** A post whose public documents Firestore would refuse: it is left out of public views instead. */
export class UnlistablePost extends Error {
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

/** What a sync works with: the given parts, and the real ones for the rest (none made that is given). */
export const syncDependencies = (given: Partial<SyncDependencies> = {}): SyncDependencies => ({
  db: given.db ?? getFirestore(),
  transact: given.transact ?? ((db, work) => db.runTransaction(work)),
  limitsBroken: given.limitsBroken ?? limitsBroken,
});

// gRPC 3 INVALID_ARGUMENT: Firestore refused what was written (a limit our own measure missed), which no
// retry cures, unless only the transaction was closed by then. Every other failure may pass.
export const isRefusedByFirestore = (error: unknown) => hasGrpcCode(error, 3) && !isClosedTransaction(error);

/** How many fresh transactions a sync tries when each was closed under it before giving up (and throwing). */
const CLOSED_TRANSACTION_ATTEMPTS = 3;

/** One sync, in a fresh transaction again when Firestore closed the last one under it (never a reason to unlist). */
async function syncRetrying(...args: Parameters<typeof syncOnce>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await syncOnce(...args);
      return;
    } catch (error) {
      if (!isClosedTransaction(error) || attempt >= CLOSED_TRANSACTION_ATTEMPTS) throw error;
    }
  }
}

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
  before: SuggestionDocument | null,
  dependencies: Partial<SyncDependencies> = {},
): Promise<string | null> {
  const deps = syncDependencies(dependencies);
  try {
    await syncRetrying(deps, postId, before, null);
    return null;
  } catch (error) {
    // The "unlisted" fallback: the same sync again, as if the post were gone, marking it with the reason.
    if (!(error instanceof UnlistablePost) && !isRefusedByFirestore(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const reason = error instanceof UnlistablePost ? message : `Firestore refused its public documents (${message})`;
    logger.error(`Post ${postId} is left out of public views: ${reason}.`, error);
    await syncRetrying(deps, postId, before, reason);
    return reason;
  }
}

/** The documents one sync reads and writes: the post and what is derived from it (the same id for each). */
export function syncRefs(db: Firestore, postId: string) {
  const stored = collections(db);
  return {
    post: stored.suggestions.doc(postId),
    published: stored.posts.doc(postId),
    // The entry's id is the post's (random), never one that grows with time: writes spread over the index.
    indexed: stored.searchIndex.doc(postId),
    // Read and written only for a post whose id has no tag (keepUntagged).
    untagged: untaggedPostsRef(db),
  };
}

/**
 * One sync in one transaction, as named steps: read, then decide (each step a function of what was read),
 * then write. With `unlistReason`, as if the post were gone, and marked with the reason.
 */
async function syncOnce(
  deps: SyncDependencies,
  postId: string,
  before: SuggestionDocument | null,
  unlistReason: string | null,
): Promise<void> {
  const { db } = deps;
  const refs = syncRefs(db, postId);
  await deps.transact(db, async (transaction) => {
    // Transactions read everything before they write.
    const [postRead, publishedRead, indexedRead] = await getEach(transaction, refs.post, refs.published, refs.indexed);
    const post = postRead.data() ?? null;
    const published = publishedRead.exists;
    const indexed = indexedRead.exists;
    const time = postTime(post, Timestamp.now());
    const base = listing(postId, post, time.createdAt, unlistReason);
    // The reply count is the reply-count task's (reply-count.ts): carried over as it stands, except when a post
    // that was out of view comes back (restored, released) with its thread, which no reply would count again.
    const listed = withReplyCount(
      base,
      base && !published && before !== null
        ? (await transaction.get(threadCollections(db, postId).listedReplies.count())).data().count
        : publishedRead.data()?.replyCount,
    );
    const consoleChange = await readConsoleChange(transaction, db, postId, post, before, published);
    // Out of public view, whoever took it out (moderator, author, account deletion, console, a limit): no log
    // line shows its title any more, save a moderator's "show the title" for spam.
    const titled = listed ? null : await titledLines(transaction, db, postId);
    // Only an untagged post's sync reads the list of them: a post the callables made never touches it.
    const untagged = hasTaggedShape(postId) ? null : ((await transaction.get(refs.untagged)).data() ?? { ids: [] });
    const entry = listed ? searchIndexEntryFor(listed) : null;
    checkLimits(deps.limitsBroken, { post: refs.published.path, entry: refs.indexed.path }, listed, entry);

    const marks = postMarks(post, time.missing ? time.createdAt : null, unlistReason, consoleChange);
    if (marks) transaction.update(refs.post, marks);
    if (consoleChange) writeConsoleChange(transaction, db, postId, consoleChange, listed !== null);
    titled?.redact();
    publish(transaction, refs, listed, published, publishedRead.data());
    moveSearchEntry(transaction, refs, entry, indexed);
    if (untagged) keepUntagged(transaction, refs, postId, listed !== null, untagged);
    countPost(transaction, db, postId, countChange(listed !== null, published));
  });
}

/** Step: the post's time. A post added by hand without one would never show in the newest-first list: it gets `now`. */
export function postTime(
  post: SuggestionDocument | null,
  now: Timestamp,
): { createdAt: StoredTime | null; missing: boolean } {
  if (post === null) return { createdAt: null, missing: false };
  return post.createdAt ? { createdAt: post.createdAt, missing: false } : { createdAt: now, missing: true };
}

/**
 * Step: what the public sees of the post, or null when it is out of public view: gone, hidden (by reports, a
 * moderator, or an administrator in the console), being unlisted, or held (a deleted account's kept post, or
 * a new identity's post while safe mode holds it).
 */
export function listing(
  postId: string,
  post: SuggestionDocument | null,
  createdAt: StoredTime | null,
  unlistReason: string | null,
): ListedPost<StoredTime> | null {
  if (post === null || createdAt === null || unlistReason !== null || isHidden(post)) return null;
  // Kept by a deleted account, until its own time to come back (services/accounts/kept-posts.ts).
  if (post[HELD_UNTIL_FIELD] !== undefined) return null;
  // Held by safe mode until a moderator approves it (services/moderation/safe-mode.ts, decision 0131).
  if (post.heldForReview === true) return null;
  return listedPostFor(postId, post, createdAt, post.editedAt);
}

/**
 * Step: the listing with the thread's reply count as the public document holds it (the reply-count task
 * keeps it; absent means none), so that a post's edit or moderation never resets the count; for a post coming
 * back into view, as its thread's count aggregation gives it.
 */
export function withReplyCount(
  listed: ListedPost<StoredTime> | null,
  replyCount: number | undefined,
): ListedPost<StoredTime> | null {
  if (listed === null || replyCount === undefined || replyCount <= 0) return listed;
  return { ...listed, replyCount };
}

/**
 * Step: Firestore's limits. Throws `UnlistablePost` when the public document, the search entry, or a home
 * page of posts as large as this one would break one: the home document holds a page of posts, and this one
 * must leave room for a page as large as itself, whatever its neighbours are, so that whether it is listed
 * never depends on them.
 */
export function checkLimits(
  broken: SyncDependencies["limitsBroken"],
  paths: { post: string; entry: string },
  listed: ListedPost<StoredTime> | null,
  entry: object | null,
): void {
  const assertWithin = (path: string, data: object) => {
    const problems = broken(path, data);
    if (problems.length > 0) throw new UnlistablePost(`${path} would have ${problems.join(", ")}`);
  };
  if (!listed) return;
  assertWithin(paths.post, listed);
  if (entry) assertWithin(paths.entry, entry);
  assertWithin(HOME_DOCUMENT, {
    [POST_COUNT_FIELD]: 0,
    [NEWEST_POSTS_FIELD]: Array.from({ length: PAGE_SIZE }, () => listed),
  });
}

/**
 * Step: what the trigger itself writes on the post, or null for nothing: a missing time, the `unlisted`
 * mark (set with the reason, or cleared), and, after a console hide or restore, that it is logged.
 */
export function postMarks(
  post: SuggestionDocument | null,
  missingTime: StoredTime | null,
  unlistReason: string | null,
  consoleChange: ConsoleChange | null,
): UpdateData<SuggestionDocument> | null {
  if (post === null) return null;
  const markChanged = post[UNLISTED_FIELD] !== (unlistReason ?? undefined);
  if (missingTime === null && !markChanged && consoleChange === null) return null;
  return {
    ...(missingTime !== null && { createdAt: missingTime }),
    ...(markChanged && { [UNLISTED_FIELD]: unlistReason ?? FieldValue.delete() }),
    ...(consoleChange !== null && { [HIDDEN_LOGGED_FIELD]: isHidden(post) ? true : FieldValue.delete() }),
  };
}

/**
 * Step: the public document follows the listing: written while listed, deleted when it leaves view. A
 * document that already says what the listing says is not written again: a change no visitor can see (a
 * deleted account's anonymous posts losing their owner, a report) must not give several posts' documents
 * fresh `updateTime`s from one action, which would tie them together (docs/decisions/0087).
 */
export function publish(
  transaction: Transaction,
  refs: Pick<ReturnType<typeof syncRefs>, "published">,
  listed: ListedPost<StoredTime> | null,
  wasPublished: boolean,
  current?: PublicPostDocument,
): void {
  if (listed) {
    if (current === undefined || !samePublicPost(current, listed)) transaction.set(refs.published, listed);
  } else if (wasPublished) transaction.delete(refs.published);
}

/** Whether two public documents hold the same fields with the same values. */
export function samePublicPost(a: PublicPostDocument, b: PublicPostDocument): boolean {
  const fields = (post: PublicPostDocument) => Object.keys(post).sort().join();
  return fields(a) === fields(b) && sameEntry(a, b);
}

/** Step: the search entry follows the post's time and text, and goes when the post leaves public view. */
export function moveSearchEntry(
  transaction: Transaction,
  refs: Pick<ReturnType<typeof syncRefs>, "indexed">,
  entry: SearchEntryDocument | null,
  wasIndexed: boolean,
): void {
  if (entry) transaction.set(refs.indexed, entry);
  else if (wasIndexed) transaction.delete(refs.indexed);
}

/**
 * Step: an untagged post (the console's, an import's) is in `meta/untaggedPosts` while it is public, so that
 * its page (`/p/{id}`) reads it while a made-up untagged id costs no read (docs/decisions/0105). Written only
 * when that changes, in the transaction that publishes or withdraws the post, so the list never says
 * otherwise than the public document. An id no page can name is left out; past UNTAGGED_POSTS_MAX ids a new
 * one is left out too, and logged: its page is then the app's own, drawn in the browser, as before.
 */
export function keepUntagged(
  transaction: Transaction,
  refs: Pick<ReturnType<typeof syncRefs>, "untagged">,
  postId: string,
  listed: boolean,
  current: UntaggedPostsDocument,
): void {
  const ids = current[UNTAGGED_POST_IDS_FIELD];
  const known = ids.includes(postId);
  if (listed && !known && POST_ID.test(postId)) {
    if (ids.length >= UNTAGGED_POSTS_MAX) {
      logger.warn(`meta/untaggedPosts is full: post ${postId}'s page is drawn in the browser.`);
      return;
    }
    transaction.set(refs.untagged, { [UNTAGGED_POST_IDS_FIELD]: FieldValue.arrayUnion(postId) }, { merge: true });
  } else if (!listed && known) {
    transaction.update(refs.untagged, { [UNTAGGED_POST_IDS_FIELD]: FieldValue.arrayRemove(postId) });
  }
}

/** Step: the count is the number of public documents: it moves when this post's appears or disappears. */
export const countChange = (listed: boolean, wasPublished: boolean): number =>
  (listed ? 1 : 0) - (wasPublished ? 1 : 0);
