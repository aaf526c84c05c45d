// Moderators' actions on a post (keep, hide, restore, delete) and on every post by its author.
import { getFirestore, type DocumentData, type Firestore, type Transaction } from "firebase-admin/firestore";
import { MODERATOR_KEPT_FIELD, SUGGESTIONS_COLLECTION, type ModerationAction } from "@village/shared";
import { logRef, logTitleFor, writeLog, type LogLine } from "./moderation-log.js";
import { badInput, existingPost, isHidden, keyHash, postRefs, removePost, setHidden } from "./post-state.js";
import { countedReports, overturnReports } from "./reporter-standing.js";

/** Most posts one "hide every post by this author" takes (one transaction). */
export const MAX_AUTHOR_POSTS = 400;

export interface ModerationRequest {
  postId: string;
  action: ModerationAction;
  reason: string;
  /** The moderator's uid and request id: a retry of the same request is answered, not done twice. */
  uid: string;
  requestId: string;
}

/**
 * Does one moderator action in one transaction, with its log entry. A retry of the same request (same
 * moderator, same request id) finds its log entry and changes nothing. Answers how many posts it took.
 */
export async function moderate(request: ModerationRequest): Promise<number> {
  const db = getFirestore();
  const entryRef = logRef(db, keyHash(`${request.uid}:${request.requestId}`));
  return db.runTransaction(async (transaction) => {
    const done = await transaction.get(entryRef);
    if (done.exists) return Number(done.get("posts") ?? 1);
    const post = await existingPost(transaction, db, request.postId);
    const queue = (await transaction.get(postRefs(db, request.postId).queue)).data();
    const line = await act(transaction, db, request, post, queue);
    writeLog(transaction, entryRef, line);
    return line.posts ?? 1;
  });
}

async function act(
  transaction: Transaction,
  db: Firestore,
  { postId, action, reason, requestId, uid }: ModerationRequest,
  post: DocumentData,
  queue: DocumentData | undefined,
): Promise<LogLine> {
  const title = logTitleFor(post, queue);
  const refs = postRefs(db, postId);
  switch (action) {
    case "hide":
      if (isHidden(post)) throw badInput("action", "This post is already hidden.");
      setHidden(transaction, db, postId, true, reason);
      return { action: "hidden", by: "moderator", reason, title };
    case "restore":
      if (!isHidden(post)) throw badInput("action", "This post is not hidden.");
      await keepUp(transaction, db, postId, post, reason);
      return { action: "restored", by: "moderator", reason, title };
    case "keep":
      // Keep dismisses this round of reports (the post leaves the queue; new reports bring it back) and
      // shows the post again, for good: reports never hide it by themselves again.
      await keepUp(transaction, db, postId, post, reason);
      transaction.delete(refs.queue);
      return { action: "kept", by: "moderator", reason, title };
    case "delete":
      removePost(transaction, db, postId, "moderator", keyHash(`${uid}:${requestId}`));
      return { action: "deleted", by: "moderator", reason, title };
    case "hide-author":
      return {
        action: "hidden",
        by: "moderator",
        reason,
        posts: await hideAuthor(transaction, db, post, postId, reason),
      };
  }
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
  post: DocumentData,
  reason: string,
): Promise<void> {
  const counted = await countedReports(transaction, db, postId);
  const kept = { [MODERATOR_KEPT_FIELD]: true };
  if (isHidden(post)) setHidden(transaction, db, postId, false, reason, kept);
  else transaction.update(postRefs(db, postId).post, kept);
  overturnReports(transaction, db, counted);
}

/**
 * Hides every post by the post's author: the same account (suggestions and anonymous posts made signed in),
 * or, signed out, the same address or browser key. Nobody is shown who that is. Answers how many posts.
 */
async function hideAuthor(
  transaction: Transaction,
  db: Firestore,
  post: DocumentData,
  postId: string,
  reason: string,
): Promise<number> {
  const posts = db.collection(SUGGESTIONS_COLLECTION);
  const uid = [post.authorUid, post.ownerUid].find(
    (value): value is string => typeof value === "string" && value !== "",
  );
  const queries = [
    ...(uid ? [posts.where("authorUid", "==", uid), posts.where("ownerUid", "==", uid)] : []),
    ...(typeof post.authorKey === "string" ? [posts.where("authorKey", "==", post.authorKey)] : []),
  ];
  const found = new Map<string, DocumentData>([[postId, post]]);
  for (const query of queries) {
    const snapshot = await transaction.get(query.limit(MAX_AUTHOR_POSTS));
    for (const doc of snapshot.docs) found.set(doc.id, doc.data());
  }
  const toHide = [...found].filter(([, data]) => !isHidden(data)).slice(0, MAX_AUTHOR_POSTS);
  if (toHide.length === 0) throw badInput("action", "Every post by this author is already hidden.");
  for (const [id] of toHide) setHidden(transaction, db, id, true, reason);
  return toHide.length;
}
