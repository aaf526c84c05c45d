/**
 * A reply as the public sees it: the one projection of a stored reply, copied into its public document
 * (`posts/{postId}/listedReplies/{replyId}`) and rendered into its post's page. It never holds an account id nor
 * anything that is the same for one identity in two threads: `author` is the account's display name, or the
 * anonymous replier's name for this thread only ("Anonymous Heron").
 */
export interface ListedReply<Time> {
  replyId: string;
  postId: string;
  text: string;
  author: string;
  /** Present (true) when the post's own author wrote the reply: the thread marks it "author". */
  byPostAuthor?: true;
  createdAt: Time;
}

/** The public fields, as a field mask for reads that must not download anything else. */
export const LISTED_REPLY_FIELDS = ["replyId", "postId", "text", "author", "byPostAuthor", "createdAt"] as const;

/** The name an anonymous reply is signed with in a thread: "Anonymous" and the thread's word for its identity. */
export const threadName = (word: string): string => `Anonymous ${word}`;

const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * The fields a thread shows, from a stored reply: which reply of which post, its text, the name it is signed
 * with, the author's mark, its time. The one projection: the trigger publishes it and the callable answers
 * with it. Never an account id nor an identity's hash. `createdAt` is whatever time type the writer holds.
 */
export function listedReplyFor<Time>(
  postId: string,
  replyId: string,
  reply: Record<string, unknown>,
  createdAt: Time,
): ListedReply<Time> {
  return {
    replyId,
    postId,
    text: textOf(reply.text) ?? "",
    author: textOf(reply.author) ?? "",
    ...(reply.byPostAuthor === true && { byPostAuthor: true as const }),
    createdAt,
  };
}
