// Replies under a post (issue #47): stored once per submission, within the caller's allowances and the
// thread's pace, signed with the account's display name or the identity's name for this thread, and never
// touching the post itself, its public document, the home document or the search index (no bumping).
import { createHmac, randomInt } from "node:crypto";
import { FieldValue, getFirestore, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  listedReplyFor,
  REPLIES_CLOSED_MESSAGE,
  REPLY_NOTICES_DOCUMENT_ID,
  REPLY_TO_MISSING_POST_MESSAGE,
  type ListedReplyReply,
} from "@village/shared";
import type { ReplyDocument, SuggestionDocument } from "@village/shared/documents";
import { collections, getEach, readAll, threadCollections } from "../../lib/collections.js";
import { postIdKey, replyPaceMs } from "../../lib/limits-config.js";
import { postIdKind } from "../../lib/post-ids.js";
import { dayCounters, giveBack, takeMinuteSlots, type Limiter, type RateLimitRef } from "../limits/allowances.js";
import { secondsUntil, waitInWords } from "../limits/rate-limit.js";
import { AUTHOR_BROWSER_FIELD } from "./post-authors.js";
import { REUSED_REQUEST_ID_MESSAGE } from "./posts.js";
import { findThreadName, threadIdentity, threadWordIndex } from "./thread-names.js";

// A random number in [0, 1) with 47 bits of entropy, as posts carry (sampling, without an index on time).
const randomFraction = () => randomInt(2 ** 47) / 2 ** 47;

/** The refusal of a second reply in one thread within the pace: when to try again, in words. */
export const tooSoonInThreadMessage = (seconds: number): string =>
  `You replied to this post a moment ago. Please wait before replying again: try again ${waitInWords(seconds)}.`;

/**
 * A reply's id: a keyed hash of the post, the caller's scope and the request id, so a retry lands on the same
 * document, nobody can aim at another caller's ids, and nothing in two ids (of one identity, in one thread or
 * two) relates them without the key. 20 characters, as Firestore's own ids.
 */
export function replyIdFor(postId: string, scope: string, requestId: string, key: string): string {
  return createHmac("sha256", key).update(`reply-id:${postId}:${scope}:${requestId}`).digest("base64url").slice(0, 20);
}

/** Who is replying, from the verified identity only (never the payload). */
export interface Replier {
  /** The verified uid: the signed-in account's, or the signed-out visitor's anonymous account's. */
  identity: string;
  /** The account's uid when signed in; null for an anonymous account. */
  accountUid: string | null;
  /** The keyed hash of `identity` (`identityKeyHash`), as anonymous posts store their author. */
  identityHash: string;
  /** The name a signed-in reply is signed with (the account's display name), unless the thread calls for its anonymous one. */
  displayName: string | null;
}

/** What one reply submission is: the thread, the text, and how it is told apart and paid for. */
export interface ReplySubmission {
  postId: string;
  text: string;
  requestId: string;
  scope: string;
  limiters: Limiter[];
  /** The key of the thread-identity and name hashes (BROWSER_HASH_KEY). */
  secret: string;
  /**
   * Safe mode holds it (decision 0131): stored with `heldForReview`, and `alsoWrite` (its queue entry) in the
   * transaction that stores it.
   */
  held?: { alsoWrite: (transaction: Transaction, db: Firestore, replyId: string) => void };
}

/** Whether the replier wrote the post: its account, or the identity its anonymous post names. */
export function wroteThePost(post: SuggestionDocument, replier: Replier): boolean {
  const { accountUid } = replier;
  if (accountUid !== null && (post.authorUid === accountUid || post.ownerUid === accountUid)) return true;
  return post[AUTHOR_BROWSER_FIELD] === replier.identityHash;
}

/**
 * Whether the reply is signed with the thread's anonymous name: a signed-out visitor's always; a signed-in
 * account's on its own anonymous post too, where its display name beside the author's mark would say who
 * wrote that post (docs/decisions/0115).
 */
export function signsAnonymously(post: SuggestionDocument, replier: Replier, byPostAuthor: boolean): boolean {
  return replier.displayName === null || (byPostAuthor && post.authorType !== undefined);
}

/** A retry must carry what the stored reply holds; otherwise the request id was reused for something else. */
function expectSameReply(stored: ReplyDocument | undefined, text: string): void {
  if (stored?.text !== text) throw new HttpsError("already-exists", REUSED_REQUEST_ID_MESSAGE);
}

const missingPost = () => new HttpsError("not-found", REPLY_TO_MISSING_POST_MESSAGE);

/** The post as a reply needs it: in public view (its `posts` document exists) and open to replies. */
function expectOpenPost(published: boolean, post: SuggestionDocument | undefined): SuggestionDocument {
  if (!published || post === undefined) throw missingPost();
  if (post.repliesClosed === true) throw new HttpsError("failed-precondition", REPLIES_CLOSED_MESSAGE);
  return post;
}

/** The stored reply as the thread lists it, its time as ISO 8601 (a reply just stored may lack none). */
async function listedReplyOf(db: Firestore, postId: string, replyId: string): Promise<ListedReplyReply> {
  const snapshot = await threadCollections(db, postId).replies.doc(replyId).get();
  const stored = snapshot.data() ?? {};
  const time = stored.createdAt ?? snapshot.readTime;
  return listedReplyFor(postId, replyId, stored, time.toDate().toISOString());
}

/**
 * Stores a reply exactly once per submission: a repeat of a stored one answers it again without spending
 * anything (and is refused if its text differs). Refused, writing nothing, when the post is not in public
 * view or is closed, when an allowance is spent, or when the identity replied in this thread within the pace.
 * Minute slots taken by a call that stores nothing are given back. Answers the reply as listed.
 */
export async function storeReply(replier: Replier, submission: ReplySubmission): Promise<ListedReplyReply> {
  const db = getFirestore();
  const { postId, text, secret } = submission;
  // A made-up id in Village's shape costs no read (docs/decisions/0061).
  if (postIdKind(postId, postIdKey()) === "forged") throw missingPost();
  const thread = threadCollections(db, postId);
  const replyId = replyIdFor(postId, submission.scope, submission.requestId, postIdKey());
  const replyRef = thread.replies.doc(replyId);
  const postRef = collections(db).suggestions.doc(postId);
  const publishedRef = collections(db).posts.doc(postId);

  const [[stored], [post], [published]] = await Promise.all([
    readAll(db, [replyRef]),
    readAll(db, [postRef]),
    readAll(db, [publishedRef]),
  ]);
  if (stored?.exists) {
    expectSameReply(stored.data(), text);
    return listedReplyOf(db, postId, replyId);
  }
  expectOpenPost(published?.exists === true, post?.data());

  const now = new Date();
  const slots: RateLimitRef[] = [];
  let created = false;
  try {
    await takeMinuteSlots(db, submission.limiters, now, slots, "replies");
    const days = dayCounters(db, submission.limiters, now, "replies");
    const identity = threadIdentity(replier.identity, postId, secret);
    const replierRef = thread.threadRepliers.doc(identity);
    created = await db.runTransaction(async (transaction) => {
      const [existing, postRead, publishedRead, replierRead, ...counters] = await getEach(
        transaction,
        replyRef,
        postRef,
        publishedRef,
        replierRef,
        ...days.refs,
      );
      if (existing.exists) {
        expectSameReply(existing.data(), text);
        return false;
      }
      const open = expectOpenPost(publishedRead.exists, postRead.data());
      const before = replierRead.data();
      if (before !== undefined) {
        const nextAt = new Date(before.lastReplyAt.toMillis() + replyPaceMs());
        if (nextAt > now) throw new HttpsError("resource-exhausted", tooSoonInThreadMessage(secondsUntil(nextAt, now)));
      }
      const byPostAuthor = wroteThePost(open, replier);
      let author = replier.displayName ?? "";
      let anonymousName: string | undefined;
      let claim = null;
      if (signsAnonymously(open, replier, byPostAuthor)) {
        if (before?.name !== undefined) anonymousName = before.name;
        else {
          const start = threadWordIndex(replier.identity, postId, secret);
          const found = await findThreadName(transaction, thread.threadNames, identity, start);
          anonymousName = found.name;
          claim = found.claim;
        }
        author = anonymousName;
      }
      days.spend(transaction, counters);
      if (claim) transaction.create(claim, { identity });
      transaction.set(replierRef, {
        lastReplyAt: FieldValue.serverTimestamp(),
        ...(anonymousName !== undefined && { name: anonymousName }),
      });
      transaction.create(replyRef, {
        text,
        author,
        ...(replier.accountUid !== null && { authorUid: replier.accountUid }),
        authorBrowser: replier.identityHash,
        ...(byPostAuthor && { byPostAuthor: true }),
        ...(submission.held && { heldForReview: true }),
        createdAt: FieldValue.serverTimestamp(),
        rand: randomFraction(),
      });
      submission.held?.alsoWrite(transaction, db, replyId);
      // The author's own reply is no news to them: seen as it is written (notices, decision 0120).
      if (byPostAuthor) {
        const marks = thread.replyNotices.doc(REPLY_NOTICES_DOCUMENT_ID);
        transaction.set(marks, { seen: FieldValue.increment(1) }, { merge: true });
      }
      return true;
    });
  } finally {
    if (!created) await giveBack(slots);
  }
  return listedReplyOf(db, postId, replyId);
}
