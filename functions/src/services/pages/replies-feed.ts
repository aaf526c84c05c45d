// A post's replies feed (issue #47, docs/decisions/0121): read from the public projection only (`posts/{id}`
// and its `listedReplies`), as the post's page is, so the feed shows nothing the page does not.
import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { REPLIES_FEED_SIZE, type ListedReply } from "@village/shared";
import { isStoredTime, type StoredTime } from "@village/shared/documents";
import { collections, threadCollections } from "../../lib/collections.js";
import { postIdKey } from "../../lib/limits-config.js";
import { POST_ID, postIdKind } from "../../lib/post-ids.js";
import type { FeedPost } from "./atom-feed.js";
import { untaggedPublicPosts } from "./untagged-posts.js";

/** What the feed is built from: the post, and its newest replies, newest first. */
export interface RepliesFeedSource {
  post: FeedPost;
  replies: ListedReply<StoredTime>[];
}

/**
 * Whether `id` may name a public post, as `/p/{id}` decides it: an id Village minted (its tag checked), or an
 * untagged one the trigger lists as public. Any other id, however many are tried, reads nothing (decision 0061).
 */
async function mayBePublic(id: string): Promise<boolean> {
  if (!POST_ID.test(id)) return false;
  const kind = postIdKind(id, postIdKey());
  return kind === "tagged" || (kind === "untagged" && (await untaggedPublicPosts()).has(id));
}

/**
 * The post's title and time and its newest `REPLIES_FEED_SIZE` replies (by time, then id, both descending),
 * or null when the post is not public (unknown, hidden, deleted, or an id that cannot be one): one read of
 * the post through a field mask, then one bounded query, whatever the thread's length.
 */
export async function readRepliesFeed(postId: string): Promise<RepliesFeedSource | null> {
  if (!(await mayBePublic(postId))) return null;
  const db = getFirestore();
  const [post] = await db.getAll(collections(db).posts.doc(postId), { fieldMask: ["title", "createdAt"] });
  if (!post?.exists) return null;
  const page = await threadCollections(db, postId)
    .listedReplies.orderBy("createdAt", "desc")
    .orderBy("__name__", "desc")
    .limit(REPLIES_FEED_SIZE)
    .get();
  // A document the schema refuses is left out (the page's read skips it too), not the whole feed.
  const replies = page.docs.flatMap((reply) => {
    try {
      return [reply.data()];
    } catch (error) {
      logger.warn("repliesFeed leaves out a reply it cannot show", error);
      return [];
    }
  });
  const title: unknown = post.get("title");
  const created: unknown = post.get("createdAt");
  return {
    post: {
      postId,
      title: typeof title === "string" ? title : undefined,
      createdAt: isStoredTime(created) ? created.toDate() : new Date(0),
    },
    replies,
  };
}
