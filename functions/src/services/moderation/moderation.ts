// Moderators' actions on a post (keep, hide, restore, delete), on its author's posts (hide-author), and on
// its author (suspend), without anyone being shown who the author is.
import { FieldValue, getFirestore, Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import {
  HELD_POST_ACTION_MESSAGE,
  HIDDEN_FIELD,
  HIDDEN_REASON_FIELD,
  MODERATOR_KEPT_FIELD,
  NOT_HELD_MESSAGE,
  SUSPENSION_MS,
  type Guideline,
  type ModerationAction,
  type SuspensionDuration,
} from "@village/shared";
import {
  MODERATION_REQUESTS_COLLECTION,
  type QueueEntryDocument,
  type SuggestionDocument,
} from "@village/shared/documents";
import { collections } from "../../lib/collections.js";
import { browserHashKey } from "../../lib/limits-config.js";
import { logTitleFor, writeLog, type LogLine } from "./moderation-log.js";
import { ownerHashesOf } from "./own-post.js";
import { authorField, authorOfPost, type PostAuthor } from "../posts/post-authors.js";
import { badInput, existingPost, isHidden, keyHash, postRefs, removePost, setHidden } from "../posts/post-state.js";
import { recordDecisionTime } from "./decision-times.js";
import { QUEUE_RANK_FIELD, queueOrder, REVIEWED } from "./queue-order.js";
import { countedReports, overturnReports } from "./reporter-standing.js";
import {
  authorOfReply,
  authorRepliesUp,
  existingReply,
  replyEntryFields,
  replyRefs,
  setReplyHidden,
} from "./reply-moderation.js";
import { keptKeysOf, suspend } from "./suspensions.js";
import { HELD_FOR_REVIEW_FIELD, isHeld, trustAuthor } from "./safe-mode.js";
import {
  noticeItemOf,
  noticeTitleOf,
  refuseDeletionWhileAppealable,
  writeNotice,
  type NoticeFields,
} from "./notices.js";

/** Most posts one "hide this author's posts" hides (one transaction of three writes each). */
export const MAX_AUTHOR_POSTS = 150;
/** Most replies it hides besides (three writes each too), and reads to find those still up. */
export const MAX_AUTHOR_REPLIES = 150;
const MAX_AUTHOR_REPLIES_READ = 1000;
/** Most of the author's posts it reads to find those still up. */
const MAX_AUTHOR_POSTS_READ = 1000;

export const UNKNOWN_AUTHOR_MESSAGE =
  "This post's author cannot be told apart from others (an anonymous post from before authors were recorded, " +
  "or a suggestion whose account was deleted). Act on the post itself instead.";

export interface ModerationRequest {
  postId: string;
  /** Acts on this reply of the post (or its author) rather than the post. */
  replyId?: string | undefined;
  action: ModerationAction;
  reason: string;
  duration?: SuspensionDuration | undefined;
  showTitle?: boolean | undefined;
  /** The Community Guideline the action enforces, told to the author (decision 0128). */
  guideline?: Guideline | undefined;
  /** Spam only: the author may not appeal (decision 0129). */
  noAppeal?: boolean | undefined;
  /** The moderator's uid and request id: a retry of the same request is answered, not done twice. */
  uid: string;
  requestId: string;
}

// Server only (shared/src/documents/moderation-request.ts): a retry is answered and done once; the public
// log's lines have random ids and carry nothing that groups them.
export { MODERATION_REQUESTS_COLLECTION };
/** How long a done request is remembered for its retries (then the TTL policy deletes it). */
const REQUEST_KEPT_MS = 7 * 86_400_000;

/**
 * Does one moderator action in one transaction, with its log lines (one per post, never grouped: each its own
 * random id and time). A retry of the same request (same moderator, same request id) finds the request's
 * record and changes nothing. Answers how many posts it took.
 */
export async function moderate(request: ModerationRequest): Promise<number> {
  const db = getFirestore();
  const requestRef = collections(db).moderationRequests.doc(keyHash(`${request.uid}:${request.requestId}`));
  return db.runTransaction(async (transaction) => {
    const done = (await transaction.get(requestRef)).data();
    if (done !== undefined) return done.posts;
    const post = await existingPost(transaction, db, request.postId);
    const queueRef =
      request.replyId === undefined
        ? postRefs(db, request.postId).queue
        : replyRefs(db, request.postId, request.replyId).queue;
    const queue = (await transaction.get(queueRef)).data();
    const lines =
      request.replyId === undefined
        ? await act(transaction, db, request, post, queue)
        : await actOnReply(transaction, db, request, request.replyId, post);
    const now = new Date();
    for (const line of lines) writeLog(transaction, db, line, now);
    recordDecisionTime(transaction, db, request.action, queue, now);
    const posts = request.action === "suspend" ? 0 : request.action === "hide-author" ? lines.length : 1;
    transaction.create(requestRef, { posts, expireAt: Timestamp.fromMillis(now.getTime() + REQUEST_KEPT_MS) });
    return posts;
  });
}

/**
 * The author's statement of reasons for this action (decision 0128), written with it; nothing for a post
 * whose author is not known. `action` as the author is told it.
 */
function tellAuthor(
  transaction: Transaction,
  db: Firestore,
  request: ModerationRequest,
  author: PostAuthor | null,
  fields: Omit<NoticeFields, "author" | "reason" | "guideline" | "actorUid" | "noAppeal">,
): void {
  if (author === null) return;
  writeNotice(transaction, db, {
    ...fields,
    author,
    reason: request.reason,
    guideline: request.guideline,
    actorUid: request.uid,
    noAppeal: request.noAppeal,
  });
}

/** A suspension's end as a notice tells it (null: for good). */
const suspensionEnd = (duration: SuspensionDuration): Timestamp | null => {
  const ms = SUSPENSION_MS[duration];
  return ms === null ? null : Timestamp.fromMillis(Date.now() + ms);
};

async function act(
  transaction: Transaction,
  db: Firestore,
  request: ModerationRequest,
  post: SuggestionDocument,
  queue: QueueEntryDocument | undefined,
): Promise<LogLine[]> {
  const { postId, action, reason, requestId, uid, showTitle } = request;
  const title = logTitleFor(post, queue);
  const refs = postRefs(db, postId);
  // A post safe mode holds is decided by Approve or Decline; Delete, and acting on its author, still apply.
  if (isHeld(post) && (action === "keep" || action === "hide" || action === "restore")) {
    throw badInput("action", HELD_POST_ACTION_MESSAGE);
  }
  if (!isHeld(post) && (action === "approve" || action === "decline")) throw badInput("action", NOT_HELD_MESSAGE);
  const told = { items: [noticeItemOf(postId)], title: noticeTitleOf(postId, post) };
  switch (action) {
    case "approve": {
      // Listed (the trigger publishes it), and its author trusted: safe mode never holds their posts again.
      transaction.update(refs.post, {
        [HELD_FOR_REVIEW_FIELD]: FieldValue.delete(),
        approvedAt: FieldValue.serverTimestamp(),
      });
      const author = authorOfPost(post);
      if (author) trustAuthor(transaction, db, author);
      transaction.delete(refs.queue);
      return [{ action: "approved", by: "moderator", reason, title, postId }];
    }
    case "decline":
      // Hidden with the reason, as a moderator's Hide: kept, told to its author, reviewed in the queue (a
      // moderator may still Restore it, or Delete it); its author is not trusted.
      setHidden(transaction, db, postId, true, reason, { [HELD_FOR_REVIEW_FIELD]: FieldValue.delete() });
      transaction.set(refs.queue, queueOrder(queue, true, true), { merge: true });
      // Its statement of reasons, as for a Hide: the author may appeal it (decisions 0128, 0129).
      tellAuthor(transaction, db, request, authorOfPost(post), { ...told, action: "hidden" });
      return [{ action: "declined", by: "moderator", reason, title, postId }];
    case "hide":
      // On a post already hidden, Hide upholds it: the reports so far are acknowledged and the entry stays
      // among the reviewed. Only a moderator's first decision on it is news for the log.
      if (isHidden(post) && queue?.[QUEUE_RANK_FIELD] === REVIEWED) {
        transaction.set(refs.queue, queueOrder(queue, true, true), { merge: true });
        return [];
      }
      setHidden(transaction, db, postId, true, reason);
      transaction.set(refs.queue, queueOrder(queue, true, true), { merge: true });
      tellAuthor(transaction, db, request, authorOfPost(post), { ...told, action: "hidden" });
      return [{ action: "hidden", by: "moderator", reason, title, showTitle, postId }];
    case "restore":
      if (!isHidden(post)) throw badInput("action", "This post is not hidden.");
      await keepUp(transaction, db, postId, post, reason);
      transaction.set(refs.queue, queueOrder(queue, false, true), { merge: true });
      tellAuthor(transaction, db, request, authorOfPost(post), { ...told, action: "restored" });
      return [{ action: "restored", by: "moderator", reason, title, postId }];
    case "keep":
      // Keep dismisses this round of reports (the post leaves the queue; new reports bring it back) and
      // shows the post again, for good: reports never hide it by themselves again.
      await keepUp(transaction, db, postId, post, reason);
      transaction.delete(refs.queue);
      // Its author hears of it only where it brought a hidden post back.
      if (isHidden(post)) tellAuthor(transaction, db, request, authorOfPost(post), { ...told, action: "restored" });
      return [{ action: "kept", by: "moderator", reason, title, postId }];
    case "delete":
      // Hidden content is kept while its author may appeal, or has appealed (decision 0129).
      if (isHidden(post)) await refuseDeletionWhileAppealable(transaction, db, postId);
      tellAuthor(transaction, db, request, authorOfPost(post), { ...told, action: "removed" });
      // Its author alone may later be told it was removed, and why (the reason the log publishes).
      removePost(transaction, db, postId, "moderator", keyHash(`${uid}:${requestId}`), {
        owners: ownerHashesOf(post),
        reason,
      });
      return [{ action: "deleted", by: "moderator", reason, title, showTitle, postId }];
    case "hide-author":
      return hideAuthor(transaction, db, requireAuthor(post), request);
    case "suspend":
      return suspendAuthor(transaction, db, request, () => requireAuthor(post));
  }
}

/**
 * The same actions on one reply: Hide, Restore, Keep (sticky, as on posts) and Delete act on the reply and
 * its queue entry; "hide this author's posts" and Suspend on its author. Log lines say "[removed]" and carry
 * nothing of the reply (decision 0117).
 */
async function actOnReply(
  transaction: Transaction,
  db: Firestore,
  request: ModerationRequest,
  replyId: string,
  post: SuggestionDocument,
): Promise<LogLine[]> {
  const { postId, action, reason } = request;
  const refs = replyRefs(db, postId, replyId);
  const reply = await existingReply(transaction, db, postId, replyId);
  const queue = (await transaction.get(refs.queue)).data();
  const entry = replyEntryFields(postId, replyId);
  const told = { items: [noticeItemOf(postId, replyId)], title: noticeTitleOf(postId, post), reply: true };
  const author = authorOfReply(reply, post);
  const line = (logged: LogLine["action"]): LogLine[] => [{ action: logged, by: "moderator", reason, reply: true }];
  // A reply safe mode holds, as a held post: Approve or Decline; Delete and the author's actions still apply.
  if (isHeld(reply) && (action === "keep" || action === "hide" || action === "restore")) {
    throw badInput("action", HELD_POST_ACTION_MESSAGE);
  }
  if (!isHeld(reply) && (action === "approve" || action === "decline")) throw badInput("action", NOT_HELD_MESSAGE);
  switch (action) {
    case "hide":
      if (isHidden(reply) && queue?.[QUEUE_RANK_FIELD] === REVIEWED) {
        transaction.set(refs.queue, { ...queueOrder(queue, true, true), ...entry }, { merge: true });
        return [];
      }
      setReplyHidden(transaction, db, postId, replyId, true, reason);
      transaction.set(refs.queue, { ...queueOrder(queue, true, true), ...entry }, { merge: true });
      tellAuthor(transaction, db, request, author, { ...told, action: "hidden" });
      return line("hidden");
    case "restore": {
      if (!isHidden(reply)) throw badInput("action", "This reply is not hidden.");
      const counted = await countedReports(transaction, db, postId, replyId);
      setReplyHidden(transaction, db, postId, replyId, false, reason, true);
      overturnReports(transaction, db, counted);
      transaction.set(refs.queue, { ...queueOrder(queue, false, true), ...entry }, { merge: true });
      tellAuthor(transaction, db, request, author, { ...told, action: "restored" });
      return line("restored");
    }
    case "keep": {
      const counted = await countedReports(transaction, db, postId, replyId);
      setReplyHidden(transaction, db, postId, replyId, false, reason, true);
      overturnReports(transaction, db, counted);
      transaction.delete(refs.queue);
      if (isHidden(reply)) tellAuthor(transaction, db, request, author, { ...told, action: "restored" });
      return line("kept");
    }
    case "delete":
      // Hidden content is kept while its author may appeal, or has appealed (decision 0129).
      if (isHidden(reply)) await refuseDeletionWhileAppealable(transaction, db, postId, replyId);
      // The trigger then deletes its public document; a retry finds the request's record.
      transaction.delete(refs.reply);
      transaction.delete(refs.queue);
      tellAuthor(transaction, db, request, author, { ...told, action: "removed" });
      return line("deleted");
    case "hide-author":
      return hideAuthor(transaction, db, requireReplyAuthor(reply, post), request);
    case "approve": {
      // Listed (the reply trigger lists it), and its author trusted from then on (decision 0131).
      transaction.update(refs.reply, { [HELD_FOR_REVIEW_FIELD]: FieldValue.delete() });
      const author = authorOfReply(reply, post);
      if (author) trustAuthor(transaction, db, author);
      transaction.delete(refs.queue);
      return line("approved");
    }
    case "decline":
      // Hidden with the reason, as Hide would, in the one write that ends the hold.
      transaction.update(refs.reply, {
        [HIDDEN_FIELD]: true,
        [HIDDEN_REASON_FIELD]: reason,
        [HELD_FOR_REVIEW_FIELD]: FieldValue.delete(),
      });
      transaction.set(refs.queue, { ...queueOrder(queue, true, true), ...entry }, { merge: true });
      tellAuthor(transaction, db, request, author, { ...told, action: "hidden" });
      return line("declined");
    case "suspend":
      return suspendAuthor(transaction, db, request, () => requireReplyAuthor(reply, post));
  }
}

/**
 * Suspends the author `authorOf` finds (a post's or a reply's) for the request's duration, with its reason, and
 * tells them (decision 0128). The duration is checked first: without one, nothing is looked up.
 */
async function suspendAuthor(
  transaction: Transaction,
  db: Firestore,
  request: ModerationRequest,
  authorOf: () => PostAuthor,
): Promise<LogLine[]> {
  const { duration, reason } = request;
  if (duration === undefined) throw badInput("duration", "Please choose how long the suspension lasts.");
  const author = authorOf();
  // An account's suspension also binds what a re-registration keeps (decision 0089).
  suspend(transaction, db, author, duration, reason, await keptKeysOf(author, browserHashKey()));
  tellAuthor(transaction, db, request, author, {
    action: "suspended",
    items: [],
    duration,
    until: suspensionEnd(duration),
  });
  return [{ action: "suspended", by: "moderator", reason }];
}

function requireReplyAuthor(...of: Parameters<typeof authorOfReply>): PostAuthor {
  const author = authorOfReply(...of);
  if (!author) throw badInput("action", UNKNOWN_AUTHOR_MESSAGE);
  return author;
}

function requireAuthor(post: SuggestionDocument): PostAuthor {
  const author = authorOfPost(post);
  if (!author) throw badInput("action", UNKNOWN_AUTHOR_MESSAGE);
  return author;
}

/**
 * Keep and Restore: the post is up, and marked so that reports never hide it by themselves again (they
 * still reach the queue); the reports that counted toward hiding it are overturned, and their reporters
 * lose their weight for a while (reporter-standing.ts).
 */
async function keepUp(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  post: SuggestionDocument,
  reason: string,
): Promise<void> {
  const counted = await countedReports(transaction, db, postId);
  const kept = { [MODERATOR_KEPT_FIELD]: true };
  if (isHidden(post)) setHidden(transaction, db, postId, false, reason, kept);
  else transaction.update(postRefs(db, postId).post, kept);
  overturnReports(transaction, db, counted);
}

/**
 * Hides the author's posts that are still up: a named post's account's named posts only, or an anonymous
 * post's browser's anonymous posts only, so acting on one kind never touches (and so never reveals) the
 * other. Each post gets its own log line, title "[removed]", and a reviewed queue entry, so that a mistake
 * can be restored from the queue. The author's replies of the same kind (reply-moderation.ts) are hidden
 * the same way, each line "[removed]".
 */
async function hideAuthor(
  transaction: Transaction,
  db: Firestore,
  author: PostAuthor,
  request: ModerationRequest,
): Promise<LogLine[]> {
  const { reason } = request;
  const query = collections(db).suggestions.where(authorField(author), "==", author.key).limit(MAX_AUTHOR_POSTS_READ);
  const found = await transaction.get(query);
  const toHide = found.docs.filter((doc) => !isHidden(doc.data())).slice(0, MAX_AUTHOR_POSTS);
  const replies = (await authorRepliesUp(transaction, db, author, MAX_AUTHOR_REPLIES_READ)).slice(
    0,
    MAX_AUTHOR_REPLIES,
  );
  if (toHide.length === 0 && replies.length === 0) {
    throw badInput("action", "Every post and reply by this author is already hidden.");
  }
  const posts = toHide.map((doc): LogLine => {
    setHidden(transaction, db, doc.id, true, reason);
    // A reviewed entry: merged, so an entry with reports keeps them; its rank and time say "acted on now".
    transaction.set(postRefs(db, doc.id).queue, queueOrder(undefined, true, true), { merge: true });
    return { action: "hidden", by: "moderator", reason, title: logTitleFor(doc.data(), null), postId: doc.id };
  });
  const hiddenReplies = replies.map(({ postId, replyId }): LogLine => {
    setReplyHidden(transaction, db, postId, replyId, true, reason);
    const entry = { ...queueOrder(undefined, true, true), ...replyEntryFields(postId, replyId) };
    transaction.set(replyRefs(db, postId, replyId).queue, entry, { merge: true });
    return { action: "hidden", by: "moderator", reason, reply: true };
  });
  // One notice for the one action, naming each post and reply it took, for a reversal to restore.
  tellAuthor(transaction, db, request, author, {
    action: "hidden-all",
    items: [
      ...toHide.map((doc) => noticeItemOf(doc.id)),
      ...replies.map(({ postId, replyId }) => noticeItemOf(postId, replyId)),
    ],
  });
  return [...posts, ...hiddenReplies];
}
