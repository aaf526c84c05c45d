// A reply's moderation state (issue #47, decision 0117): hidden or kept on the reply itself, its own queue
// entry beside the posts' entries, and its author as moderation knows posts' authors.
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import {
  ANONYMOUS_AUTHOR_TYPE,
  HIDDEN_FIELD,
  HIDDEN_REASON_FIELD,
  MODERATOR_KEPT_FIELD,
  UNKNOWN_REPLY_MESSAGE,
} from "@village/shared";
import type { ReplyDocument, SuggestionDocument } from "@village/shared/documents";
import { allReplies, collections, threadCollections } from "../../lib/collections.js";
import { badInput, isHidden } from "../posts/post-state.js";
import type { PostAuthor } from "../posts/post-authors.js";

/** The id of a post's queue entry (`postId`), or of one of its replies' (`{postId}_{replyId}`). */
export const queueEntryIdOf = (postId: string, replyId?: string): string =>
  replyId === undefined ? postId : `${postId}_${replyId}`;

/** A reply's documents: the reply, and its queue entry. */
export function replyRefs(db: Firestore, postId: string, replyId: string) {
  return {
    reply: threadCollections(db, postId).replies.doc(replyId),
    queue: collections(db).moderationQueue.doc(queueEntryIdOf(postId, replyId)),
  };
}

/** The fields that tell a reply's queue entry from a post's, and find its reply. */
export const replyEntryFields = (postId: string, replyId: string) => ({ postId, replyId });

/** Reads the reply in the transaction; refuses (`invalid-argument`, on `replyId`) one that is not stored. */
export async function existingReply(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  replyId: string,
): Promise<ReplyDocument> {
  const reply = (await transaction.get(replyRefs(db, postId, replyId).reply)).data();
  if (reply === undefined) throw badInput("replyId", UNKNOWN_REPLY_MESSAGE);
  return reply;
}

/**
 * Hides or shows a reply in the transaction (the trigger then removes it from, or puts it back in, the
 * thread's `listedReplies`); `kept` marks it kept by a moderator, as Keep and Restore do on posts.
 */
export function setReplyHidden(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  replyId: string,
  hidden: boolean,
  reason: string,
  kept = false,
): void {
  transaction.update(replyRefs(db, postId, replyId).reply, {
    [HIDDEN_FIELD]: hidden ? true : FieldValue.delete(),
    [HIDDEN_REASON_FIELD]: hidden ? reason : FieldValue.delete(),
    ...(kept && { [MODERATOR_KEPT_FIELD]: true }),
  });
}

/**
 * Whether a reply is signed with its thread's anonymous name: a signed-out visitor's, or the post author's own
 * on their anonymous post (services/posts/replies.ts, `signsAnonymously`). Such a reply belongs to its
 * identity (`authorBrowser`) as moderation knows authors, never to the account, so acting on it never ties an
 * anonymous post to a named account.
 */
export function signedAnonymously(reply: ReplyDocument, post: SuggestionDocument | undefined): boolean {
  return reply.authorUid === undefined || (reply.byPostAuthor === true && post?.authorType === ANONYMOUS_AUTHOR_TYPE);
}

/** A reply's author as moderation knows it (post-authors.ts); null when the reply carries none. */
export function authorOfReply(reply: ReplyDocument, post: SuggestionDocument | undefined): PostAuthor | null {
  if (signedAnonymously(reply, post)) {
    return reply.authorBrowser ? { kind: "browser", key: reply.authorBrowser } : null;
  }
  return reply.authorUid ? { kind: "account", key: reply.authorUid } : null;
}

/**
 * The author's replies still up, across threads (a collection-group query, at most `max` read): of an
 * account, the replies signed with its name; of an identity, those signed with its anonymous names. The
 * posts of the few replies by a post's author are read to tell which kind each is, in the transaction.
 */
export async function authorRepliesUp(
  transaction: Transaction,
  db: Firestore,
  author: PostAuthor,
  max: number,
): Promise<{ postId: string; replyId: string; reply: ReplyDocument }[]> {
  const field = author.kind === "account" ? "authorUid" : "authorBrowser";
  const found = await transaction.get(allReplies(db).where(field, "==", author.key).limit(max));
  const up = found.docs.filter((doc) => !isHidden(doc.data()));
  const postIdOf = (doc: (typeof up)[number]) => doc.ref.parent.parent?.id ?? "";
  const byAuthor = [...new Set(up.filter((doc) => doc.data().byPostAuthor === true).map(postIdOf))];
  const posts = new Map<string, SuggestionDocument | undefined>();
  if (byAuthor.length > 0) {
    const read = await transaction.getAll(...byAuthor.map((id) => collections(db).suggestions.doc(id)));
    read.forEach((snapshot) => posts.set(snapshot.id, snapshot.data()));
  }
  return up
    .filter((doc) => signedAnonymously(doc.data(), posts.get(postIdOf(doc))) === (author.kind === "browser"))
    .map((doc) => ({ postId: postIdOf(doc), replyId: doc.id, reply: doc.data() }));
}
