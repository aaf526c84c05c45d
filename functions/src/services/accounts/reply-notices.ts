// What an author is told of replies to their own posts (issue #47, decision 0120): how many came since they
// last opened each post, and whether they want to be told. Read only for the caller's own posts, found by the
// verified identity; each post's count is its public `replyCount` (the reply-count task's, decision 0118), so
// a post out of public view (hidden, deleted, held) has none to tell. What the author has seen is kept in
// `suggestions/{postId}/replyNotices/author`, written only by the author's own actions (their marks, their own
// replies in the thread, services/posts/replies.ts): no one else's reply writes it, and writing it fires no
// trigger and changes nothing public (decision 0087).
import { FieldPath, FieldValue, getFirestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  listedPostFor,
  NOT_AVAILABLE_MESSAGE,
  REPLY_NOTICES_DOCUMENT_ID,
  REPLY_NOTICES_POSTS,
  type ReplyNotice,
  type ReplyNoticeMark,
} from "@village/shared";
import type { ReplyNoticesDocument, SuggestionDocument } from "@village/shared/documents";
import { collections, readAll, threadCollections } from "../../lib/collections.js";
import { isOwner, type PostOwner } from "../moderation/own-post.js";
import { AUTHOR_BROWSER_FIELD } from "../posts/post-authors.js";
import { isHidden } from "../posts/post-state.js";

type Post = QueryDocumentSnapshot<SuggestionDocument, SuggestionDocument>;

/** How much of a post's text stands for it when it has no title. */
const EXCERPT_LENGTH = 80;

const noticesRef = (postId: string) =>
  threadCollections(getFirestore(), postId).replyNotices.doc(REPLY_NOTICES_DOCUMENT_ID);

/**
 * The fields that find the caller's posts, each an equality with the caller's key: a signed-in account's
 * suggestions (`authorUid`) and the anonymous posts it made signed in (`ownerUid`); a signed-out identity's
 * anonymous posts (`authorBrowser`, the keyed hash of its uid, on posts with no owning account).
 */
function ownPostQueries(owner: PostOwner) {
  const { suggestions } = collections(getFirestore());
  const newest = (field: string, key: string) =>
    suggestions
      .where(field, "==", key)
      .orderBy("createdAt", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      .limit(REPLY_NOTICES_POSTS);
  if (owner.uid) return [newest("authorUid", owner.uid), newest("ownerUid", owner.uid)];
  return owner.authorKey ? [newest(AUTHOR_BROWSER_FIELD, owner.authorKey)] : [];
}

const timeOf = (post: Post) => post.data().createdAt?.toMillis() ?? 0;

/** The caller's newest posts still in public view as far as the stored post says (not hidden, not held). */
async function newestOwnPosts(owner: PostOwner): Promise<Post[]> {
  const pages = await Promise.all(ownPostQueries(owner).map((query) => query.get()));
  const byId = new Map(pages.flatMap((page) => page.docs).map((post) => [post.id, post]));
  return [...byId.values()]
    .filter((post) => {
      const data = post.data();
      // A signed-out identity's key also sits on posts an account made (never its own): those are the account's.
      return !isHidden(data) && (owner.uid !== null || !data.ownerUid) && isOwner(data, owner);
    })
    .sort((a, b) => timeOf(b) - timeOf(a) || (b.id < a.id ? -1 : 1))
    .slice(0, REPLY_NOTICES_POSTS);
}

/** A post's title, or the start of its text. */
function titleOf(post: Post): string {
  const listed = listedPostFor(post.id, post.data(), null);
  const text = (listed.title ?? listed.details ?? "").replace(/\s+/g, " ").trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** How many of `count` replies are new to an author who saw `marks.seen` (none while notices are off). */
export function newRepliesOf(count: number, marks: ReplyNoticesDocument | undefined): number {
  if (marks?.off) return 0;
  return Math.max(0, count - (marks?.seen ?? 0));
}

/**
 * The caller's posts with new replies (notices on), and those with replies whose notices are off, newest
 * first, with the total of new replies. Reads: the owner's queries (at most REPLY_NOTICES_POSTS each, one read
 * when empty), the public document of each post found, and the marks of each post that has replies.
 */
export async function replyNoticesOf(owner: PostOwner): Promise<{ posts: ReplyNotice[]; newReplies: number }> {
  const db = getFirestore();
  const own = await newestOwnPosts(owner);
  const published = await readAll(
    db,
    own.map((post) => collections(db).posts.doc(post.id)),
  );
  const counted = own.flatMap((post, index) => {
    const replyCount = published[index]?.data()?.replyCount ?? 0;
    // Absent public document: hidden, deleted or held since, so nothing to tell; no replies, nothing either.
    return replyCount > 0 ? [{ post, replyCount }] : [];
  });
  const marks = await readAll(
    db,
    counted.map(({ post }) => noticesRef(post.id)),
  );
  const posts = counted.flatMap(({ post, replyCount }, index): ReplyNotice[] => {
    const mark = marks[index]?.data();
    const notices = mark?.off !== true;
    const newReplies = newRepliesOf(replyCount, mark);
    if (notices && newReplies === 0) return [];
    return [{ postId: post.id, title: titleOf(post), replyCount, newReplies, notices }];
  });
  return { posts, newReplies: posts.reduce((sum, post) => sum + post.newReplies, 0) };
}

/**
 * Marks the caller's own post's replies: `seen` (all the thread lists now), or notices `off` or `on`. Anything
 * but the caller's own post is `not-found` with the sentence a post that never existed gets. A post out of
 * public view keeps what was seen (its count is gone; the replies it had are still the ones seen).
 */
export async function markReplyNoticesOf(
  postId: string,
  mark: ReplyNoticeMark,
  owner: PostOwner,
): Promise<{ postId: string; notices: boolean; seen: number }> {
  const db = getFirestore();
  const stored = collections(db);
  const ref = noticesRef(postId);
  const [postRead, publishedRead, marksRead] = await Promise.all([
    stored.suggestions.doc(postId).get(),
    stored.posts.doc(postId).get(),
    ref.get(),
  ]);
  const post = postRead.data();
  if (post === undefined || !isOwner(post, owner)) throw new HttpsError("not-found", NOT_AVAILABLE_MESSAGE);
  const before = marksRead.data();
  const count = publishedRead.data()?.replyCount ?? 0;
  const seen = mark === "seen" && publishedRead.exists ? count : (before?.seen ?? 0);
  const off = mark === "off" ? true : mark === "on" ? false : before?.off === true;
  // Only a change is written: opening a post whose replies were all seen costs no write.
  if (seen !== (before?.seen ?? 0) || off !== (before?.off === true)) {
    await ref.set({ seen, off: off ? true : FieldValue.delete() }, { merge: true });
  }
  return { postId, notices: !off, seen };
}
