import { DETAILS_FIELD } from "./firestore-schema.js";

/**
 * A post as the public sees it: the one projection of a stored post, copied into its `posts` document, its
 * search-index entry and, while among the newest, the home document. It never holds an account id.
 */
export interface ListedPost<Time> {
  postId: string;
  title?: string;
  details?: string;
  link?: string;
  author?: string;
  /** The post's author or a moderator closed it to replies: its page shows "Replies are closed". */
  repliesClosed?: true;
  createdAt: Time;
  /** When its author last edited it (issue #48): the list and the page show "edited" with this time. */
  editedAt?: Time;
  /**
   * How many replies the thread lists, written by the reply-count task alone (absent: none). It orders
   * nothing and feeds nothing: no query, search or moderation step reads it (docs/decisions/0118).
   */
  replyCount?: number;
}

/** The listed post's reply count field (`ListedPost.replyCount`). */
export const REPLY_COUNT_FIELD = "replyCount";

/** The public fields, as a field mask for reads that must not download anything else. */
export const LISTED_POST_FIELDS = [
  "postId",
  "title",
  "details",
  "link",
  "author",
  "repliesClosed",
  "createdAt",
  "editedAt",
  "replyCount",
] as const;

const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * The fields the list shows, from a stored post: which post, its title, details (from either field name),
 * link, author, whether it is closed to replies, and time. Fields the post lacks (or holds as something other than text) stay absent.
 * `createdAt` (and `editedAt`, for an edited post) is whatever time type the writer stores (a Firestore Timestamp, a Date).
 */
export function listedPostFor<Time>(
  postId: string,
  post: Record<string, unknown>,
  createdAt: Time,
  editedAt?: Time,
): ListedPost<Time> {
  const title = textOf(post.title);
  const details = textOf(post[DETAILS_FIELD]) ?? textOf(post.text);
  const link = textOf(post.link);
  const author = textOf(post.author);
  return {
    postId,
    ...(title !== undefined && { title }),
    ...(details !== undefined && { details }),
    ...(link !== undefined && { link }),
    ...(author !== undefined && { author }),
    ...(post.repliesClosed === true && { repliesClosed: true as const }),
    createdAt,
    ...(editedAt !== undefined && { editedAt }),
  };
}

/**
 * A post's place in the list: its time, as whole milliseconds plus the nanoseconds within the millisecond
 * that Firestore keeps (0 where only milliseconds are known, as in a browser's Date), and its id.
 */
export interface ListPosition {
  millis: number;
  nanos?: number;
  id: string;
}

/** Orders ids as Firestore does: by their UTF-8 bytes, which is the order of their code points. */
function compareIds(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/**
 * The list's one order, newest first: the later time first; at the same time, the larger id first (the
 * order of the list's query: `createdAt` then document id, both descending). Negative when `a` comes first.
 */
export function newestFirst(a: ListPosition, b: ListPosition): number {
  return b.millis - a.millis || (b.nanos ?? 0) - (a.nanos ?? 0) || compareIds(b.id, a.id);
}
