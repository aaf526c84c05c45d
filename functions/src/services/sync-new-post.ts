// A new post's sync in one write and one read instead of a transaction (decisions/0083): the trigger's
// common case, and the one a burst of posts is made of.
import { Timestamp } from "firebase-admin/firestore";
import { searchIndexEntryFor, UNLISTED_FIELD, type ListedPost } from "@village/shared";
import type { SearchEntryDocument, StoredTime, SuggestionDocument } from "@village/shared/documents";
import { hasGrpcCode } from "../lib/firestore-errors.js";
import { consoleEditOf } from "./console-moderation.js";
import { countWrite } from "./post-count.js";
import {
  checkLimits,
  isRefusedByFirestore,
  listing,
  postTime,
  syncDependencies,
  syncPost,
  syncRefs,
  UnlistablePost,
  type SyncDependencies,
} from "./sync-post.js";

/** A creation event's post: its data and the time of the write that made it. */
export interface CreatedPost {
  post: SuggestionDocument;
  updateTime: Timestamp;
}

/**
 * Step: what the public sees of a new post, and its search entry, when the fast path can publish it as the
 * event shows it; else null, and the full sync runs: a post without a time, marked unlisted, hidden, or with
 * a console edit to log needs a write on the post itself, and one too large for Firestore must be unlisted,
 * both in a transaction.
 */
export function fastListing(
  postId: string,
  post: SuggestionDocument,
  limitsBroken: SyncDependencies["limitsBroken"],
  paths: { post: string; entry: string },
): { listed: ListedPost<StoredTime>; entry: SearchEntryDocument } | null {
  const time = postTime(post, Timestamp.now());
  if (time.missing || post[UNLISTED_FIELD] !== undefined || consoleEditOf(post, null) !== null) return null;
  const listed = listing(postId, post, time.createdAt, null);
  if (!listed) return null;
  const entry = searchIndexEntryFor(listed);
  try {
    checkLimits(limitsBroken, paths, listed, entry);
  } catch (error) {
    if (error instanceof UnlistablePost) return null;
    throw error;
  }
  return { listed, entry };
}

// gRPC 6 ALREADY_EXISTS: the public document was there before this write: a retry, a doubled event, or a
// later event whose sync ran first.
const isAlreadyThere = (error: unknown) => hasGrpcCode(error, 6);

/**
 * Syncs a post just created, as `syncPost` does, but without its transaction when it can: one batch creates
 * the public document (only if there is none, so a retried or doubled event never counts the post twice),
 * writes the search entry and adds one to the count; then one read checks that the post is still the one the
 * event showed. Any doubt (the public document already there, the post changed or gone since, a post the
 * fast path does not take) hands over to `syncPost`, which reads the post as it is now and ends right. A
 * change to the post after its creation either landed before the check, which sees it and hands over, or
 * after it, and then that change's own sync finds what this batch wrote: a hidden post is never left public.
 * Resolves as `syncPost` does.
 */
export async function syncNewPost(
  postId: string,
  created: CreatedPost,
  dependencies: Partial<SyncDependencies> = {},
): Promise<string | null> {
  const deps = syncDependencies(dependencies);
  const refs = syncRefs(deps.db, postId);
  const fast = fastListing(postId, created.post, deps.limitsBroken, {
    post: refs.published.path,
    entry: refs.indexed.path,
  });
  if (fast && (await publishedAtOnce(deps, refs, postId, fast, created.updateTime))) return null;
  return syncPost(postId, null, deps);
}

/** The fast path's write and check: true when the post is public and counted as the event showed it. */
async function publishedAtOnce(
  deps: SyncDependencies,
  refs: ReturnType<typeof syncRefs>,
  postId: string,
  { listed, entry }: { listed: ListedPost<StoredTime>; entry: SearchEntryDocument },
  updateTime: Timestamp,
): Promise<boolean> {
  const batch = deps.db.batch();
  batch.create(refs.published, listed);
  batch.set(refs.indexed, entry);
  const count = countWrite(deps.db, postId, 1);
  batch.set(count.shard, count.data, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    // Refused by Firestore: the full sync unlists the post with the reason.
    if (isAlreadyThere(error) || isRefusedByFirestore(error)) return false;
    throw error;
  }
  const now = await refs.post.get();
  return now.exists && now.updateTime !== undefined && now.updateTime.isEqual(updateTime);
}
