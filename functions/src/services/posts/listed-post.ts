import { getFirestore } from "firebase-admin/firestore";
import { listedPostFor, type ListedPostReply } from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";

/**
 * A stored post as it will be listed, for its author's reply: the same projection the trigger publishes,
 * with the time the server stored. `sent` is what the call stored: a post deleted (by a moderator, its
 * author, an administrator) between the write and this read, or one without a time yet (an administrator
 * removed it in the console), is answered from it, with the read's time, which is at or after the write's:
 * the post was stored, so the call succeeded, and the trigger takes a deleted one out of every list.
 */
export async function listedPostReplyFor(postId: string, sent: SuggestionDocument): Promise<ListedPostReply> {
  return (await createdPostReplyFor(postId, sent)).post;
}

/**
 * The post callables' answer (`createdPostReply`): the post as `listedPostReplyFor` gives it, and `held` when
 * the stored post is held by safe mode (decision 0131): read from what was stored, so that a retry answers what
 * its first call stored, whatever safe mode says now.
 */
export async function createdPostReplyFor(
  postId: string,
  sent: SuggestionDocument,
): Promise<{ id: string; post: ListedPostReply; held?: true }> {
  const snapshot = await collections(getFirestore()).suggestions.doc(postId).get();
  const stored = snapshot.data();
  const time = stored?.createdAt ?? snapshot.readTime;
  const post = listedPostFor(postId, stored ?? sent, time.toDate().toISOString());
  return { id: postId, post, ...((stored ?? sent).heldForReview === true && { held: true as const }) };
}

/**
 * An edited post as it will be listed, for its author's reply (`editPost`): read back after the edit, with
 * the edit's stored time; null when it was deleted in between (the caller answers as a refused edit would).
 */
export async function editedPostReplyFor(postId: string): Promise<(ListedPostReply & { editedAt: string }) | null> {
  const snapshot = await collections(getFirestore()).suggestions.doc(postId).get();
  const stored = snapshot.data();
  if (stored === undefined) return null;
  const iso = (time: typeof stored.createdAt) => (time ?? snapshot.readTime).toDate().toISOString();
  return { ...listedPostFor(postId, stored, iso(stored.createdAt)), editedAt: iso(stored.editedAt) };
}
