// A thread's reads, through the app's one read module (lib/read): a page of the post's public replies
// (`posts/{postId}/listedReplies`) over Firestore REST, oldest first, each parsed with the shared schema. One
// query per page, however long the thread: the next page starts after the last reply's (time, id), so page
// 200 costs what page 1 does (docs/decisions/0116). Never a standing listener: an open thread costs nothing
// until someone asks for more.
import {
  LISTED_REPLIES_COLLECTION,
  listedReplyAnswer,
  POSTS_COLLECTION,
  REPLIES_PAGE_SIZE,
  replyCountAnswer,
  replyCountPath,
  type ListedReply,
} from "@village/shared";
import type { Query } from "../../../lib/firebase/firestore-rest";
import type { Page } from "../../../hooks/reads/paged-read-reducer";
import { readEndpoint, readQuery } from "../../../lib/read/read";
import { cursorAfter, replyFromAnswer, type Reply, type ReplyCursor } from "./reply";

export type RepliesPage = Page<Reply, ReplyCursor>;

// Post ids as `/p/{id}` accepts them; anything else names no thread (and may not be a document id).
const POST_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/;

/**
 * A page of the thread from replies read in its order: the next page starts after the last one read (even
 * one not shown: a document of another shape is skipped, not a reason to stop); a short page is the last.
 */
export function repliesPageOf(read: (ListedReply<string> | null)[]): RepliesPage {
  const replies = read.flatMap((reply) => (reply ? [replyFromAnswer(reply)] : []));
  const last = read.at(-1);
  return {
    items: replies,
    next: read.length === REPLIES_PAGE_SIZE && last ? cursorAfter(replyFromAnswer(last)) : null,
  };
}

/** One page of the post's replies, oldest first, starting after `after` (null: from the first). */
export async function fetchReplies(
  postId: string,
  after: ReplyCursor | null,
  signal?: AbortSignal,
): Promise<RepliesPage> {
  if (!POST_ID.test(postId)) return { items: [], next: null };
  const parent = `${POSTS_COLLECTION}/${postId}`;
  const query: Query = {
    parent,
    collection: LISTED_REPLIES_COLLECTION,
    orderBy: [
      { field: "createdAt", direction: "ASCENDING" },
      { field: "__name__", direction: "ASCENDING" },
    ],
    ...(after && {
      startAfter: [{ timestamp: after.time }, { reference: `${parent}/${LISTED_REPLIES_COLLECTION}/${after.replyId}` }],
    }),
    limit: REPLIES_PAGE_SIZE,
  };
  const documents = await readQuery(query, listedReplyAnswer, signal);
  return repliesPageOf(documents.map(({ value }) => value));
}

/**
 * How many replies the thread lists, from `/api/reply-count/{postId}` (the CDN's copy: no Firestore request),
 * null when the post is not public. What an open thread polls (decision 0118).
 */
export async function fetchReplyCount(postId: string, signal?: AbortSignal): Promise<number | null> {
  if (!POST_ID.test(postId)) return null;
  return (await readEndpoint(replyCountPath(postId), replyCountAnswer, signal)).replies;
}
